export { PhoneStep as View } from './PhoneStep.js';
