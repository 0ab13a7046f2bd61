export { DocumentStep as View } from './DocumentStep.js';
