import type { FrameApp } from '../../../../frame/frameApp.js';
import { startTestWalletSheet } from './sheetApp.js';
import { SHEET_IDS } from './sheetFields.js';

/** The sandbox test wallet's sheet: a window of its own, run by the frames' script. */
export const testWalletSheetApp: FrameApp = {
  id: 'testWalletSheet',
  marks: [SHEET_IDS.form],
  start: startTestWalletSheet,
};
