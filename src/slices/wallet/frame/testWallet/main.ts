// The sandbox's test wallet's script (the `testWallet` build, dist/test-wallet.js), served by the
// sandbox alone: its service worker, where there is no document, and its sheet's page. Kept out
// of the frames' script, which every real frame loads.
import { startTestWalletSheet } from './sheetApp.js';
import { startTestWalletWorker, type WorkerScope } from './testWalletWorker.js';

if (typeof document === 'undefined') {
  startTestWalletWorker(globalThis as unknown as WorkerScope);
} else {
  startTestWalletSheet(window);
}
