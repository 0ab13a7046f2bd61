export { PaymentMethod as View } from './PaymentMethod.js';
export { Upfront } from './Upfront.js';
