import { cardFrameApp } from './cardFrameApp.js';
import { challengeFrameApp } from './challengeFrameApp.js';
import { documentFrameApp } from './documentFrameApp.js';
import type { FrameApp } from './frameApp.js';
import { taxIdFrameApp } from './taxIdFrameApp.js';

/**
 * Every kind of frame the frames' script (dist/frames.js) runs, one line each: the only place
 * that names them. Each kind's pages hold marks no other kind's do, so at most one matches.
 */
export const FRAME_APPS: readonly FrameApp[] = [
  cardFrameApp,
  taxIdFrameApp,
  documentFrameApp,
  challengeFrameApp,
];
