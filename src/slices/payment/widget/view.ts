export { PaymentMethod as View } from './PaymentMethod.js';
