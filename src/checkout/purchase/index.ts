// The purchase's chunk: its model (model.ts), its views above the step (the time to pay, a later
// step's part on the first step) and the styles of the purchase's views, which show only once
// the purchase runs (the first screen takes them from here when the chunk has loaded).

export { ConnectionStatus } from '../views/ConnectionStatus/ConnectionStatus.js';
export { AboveStep } from './AboveStep.js';
export { type Purchase, Purchase as PurchaseModel } from './model.js';
export { PURCHASE_CSS } from './styles.js';
