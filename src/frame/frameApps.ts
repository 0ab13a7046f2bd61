import { cardFrameApp } from '../slices/card/frame/cardFrameApp.js';
import { challengeFrameApp } from '../slices/challenge/frame/challengeFrameApp.js';
import { documentFrameApp } from '../slices/document/frame/documentFrameApp.js';
import { taxIdFrameApp } from '../slices/taxId/frame/taxIdFrameApp.js';
import { testWalletSheetApp } from '../slices/wallet/frame/testWallet/sheetFrameApp.js';
import {
  startTestWalletWorker,
  type WorkerScope,
} from '../slices/wallet/frame/testWallet/testWalletWorker.js';
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
  testWalletSheetApp,
];

/** What the script runs where there is no document: the sandbox's test wallet's service worker. */
export const startWorker = (scope: typeof globalThis): void =>
  startTestWalletWorker(scope as unknown as WorkerScope);
