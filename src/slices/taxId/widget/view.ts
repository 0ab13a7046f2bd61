export { TaxIdStep as View } from './TaxIdStep.js';
