export { Consent as View } from './Consent.js';
