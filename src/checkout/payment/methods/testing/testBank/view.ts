export { TestBank as View } from './TestBank.js';
