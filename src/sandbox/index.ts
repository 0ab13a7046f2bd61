// The sandbox's entry for the code that runs it (its CLI, the demo, tests in a clone): the server,
// and the test values and settings they read, each part's from its slice.

export { TEST_CARDS } from '../slices/card/service/cardRules.js';
export { CAPTURE_TRIGGERS } from '../slices/document/service/identity/capture.js';
export { FEES } from './domain/pricing.js';
export { AUTH_THROTTLE } from './http/authThrottle.js';
export { DEFAULT_DELAYS, FAST_DELAYS, type LifecycleDelays } from './lifecycle/delays.js';
export { SANDBOX_NFT_IDS, TRANSITIONS } from './lifecycle/index.js';
export { DEFAULT_MERCHANTS, type SandboxOptions } from './options.js';
export type { SandboxClock } from './runtime/clock.js';
export { type Sandbox, type SandboxWebhooks, startSandbox } from './server.js';
export type { Merchant } from './store/records.js';
export type { SandboxStore } from './store/store.js';
export {
  CHECKOUT_RATE_LIMITS,
  DOCUMENT_RULES,
  isReturningBuyerPhone,
  isTestPhone,
  PHONE_CODE_RULES,
  TAX_ID_RULES,
  testPhoneCode,
} from './verification/index.js';
export type { WebhookEndpoint } from './webhooks/config.js';
export {
  DEFAULT_RETRY_DELAYS_MS,
  FAST_RETRY_DELAYS_MS,
  type WebhookOptions,
} from './webhooks/schedule.js';
