export * from './actionSteps.js';
export * from './bankAccounts.js';
export * from './challenge.js';
export * from './checkout.js';
export * from './checkoutClient.js';
export * from './clientTokens.js';
export * from './customers.js';
export * from './errors.js';
export type { Fetch, HttpOptions } from './http.js';
export * from './identity.js';
export * from './identityCheck.js';
export * from './images.js';
export { summarizeIssues, toFieldIssues } from './issues.js';
export {
  canTransition,
  FINAL_STATUSES,
  isFinalState,
  isFinalStatus,
  isPayable,
  ORDER_TRANSITIONS,
  type OrderProgress,
} from './lifecycle.js';
export {
  initialMachineState,
  type MachineState,
  type ReduceResult,
  type Refusal,
  reduce as reduceTransitions,
} from './orderStatusMachine.js';
export * from './orders.js';
export { backoffDelay, type RetryPolicy } from './retry.js';
export * from './serviceClient.js';
export * from './serviceErrors.js';
export { verifyWebhook, type WebhookHeaders } from './verifyWebhook.js';
export * from './webhookDeliveries.js';
export * from './webhooks.js';
