export { LoyaltyStep as View } from './LoyaltyStep.js';
