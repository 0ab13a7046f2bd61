export { RULES, ruleCatalogue } from './catalogue.js';
export { type CheckpointSelection, selectCheckpoints } from './checkpoints.js';
export { buildDeviceRecord, type DeviceInput } from './device.js';
export { DISPOSABLE_EMAIL_DOMAINS, emailModifier } from './email.js';
export {
  type BuyerRiskInput,
  buyerRisk,
  buyerRiskLevel,
  type EvaluateRiskInput,
  type EvaluateRiskResult,
  evaluateRisk,
} from './evaluate.js';
export { SCORE_BANDS, SCORE_MAX } from './levels.js';
export { SANCTIONED_TEST_NAMES } from './person.js';
export { isTestPhone } from './phone.js';
export type { BuyerFacts } from './subject.js';
