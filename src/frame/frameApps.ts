import { cardFrameApp } from '../slices/card/frame/cardFrameApp.js';
import { challengeFrameApp } from '../slices/challenge/frame/challengeFrameApp.js';
import { documentFrameApp } from '../slices/document/frame/documentFrameApp.js';
import { taxIdFrameApp } from '../slices/taxId/frame/taxIdFrameApp.js';
import { walletFrameApp } from '../slices/wallet/frame/walletFrameApp.js';
import type { FrameApp } from './frameApp.js';

/**
 * Every kind of frame the frames' script (dist/frames.js) runs, one line each: the only place
 * that names them. Each kind's pages hold marks no other kind's do, so at most one matches.
 */
export const FRAME_APPS: readonly FrameApp[] = [
  cardFrameApp,
  taxIdFrameApp,
  documentFrameApp,
  challengeFrameApp,
  walletFrameApp,
];
