// The details step's view module; it is on the first screen, so it is imported statically.
export { BuyerForm as View } from './BuyerForm.js';
