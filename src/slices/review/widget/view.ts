export { Review as View } from './Review.js';
