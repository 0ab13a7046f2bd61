// npm entry `nft-checkout/api`: what a merchant's server and a frontend that calls the service
// itself use. The typed clients and their options; the requests and answers of the service
// interface, as types, with the schemas of the top-level bodies; the webhooks and their check;
// the order lifecycle and its status reducer; the error class and its codes; and the closed sets
// a merchant's code switches on in answers. Listed name by name: a schema's parts, the widget's
// own calls (frames, captures, device data) and helpers are the modules', not the package's
// (docs/decisions.md, "The root entry is the widget; the API layer is its own entry").

// ACH bank accounts: GET and POST /payment-method/ach.
export {
  type BankAccount,
  type BankAccountRequest,
  bankAccountRequestSchema,
  bankAccountSchema,
} from '../slices/ach/api/bankAccounts.js';
export type { BankLink, BankLinkRequest } from '../slices/ach/api/bankLink.js';
// Identity documents: the token request and the verification's result.
export {
  type IdentityTokenRequest,
  type IdentityTokenResponse,
  identityTokenRequestSchema,
  identityTokenResponseSchema,
  VERIFICATION_STATUSES,
  type VerificationQuery,
  type VerificationResult,
  verificationResultSchema,
} from '../slices/document/api/identity.js';
// The identity check an order state and the `verification.*` webhooks report.
export {
  IDENTITY_FAILURES,
  IDENTITY_PHASES,
  IDENTITY_REASONS,
  type IdentityCheck,
  type IdentityFailure,
  type IdentityPhase,
  type IdentityReason,
  type IdentityStatus,
} from '../slices/document/api/identityCheck.js';
// Wallet domains: the top-level domains a merchant's pages offer Apple Pay on.
export {
  type PaymentDomain,
  type PaymentDomainRequest,
  paymentDomainListSchema,
  paymentDomainSchema,
} from '../slices/wallet/api/paymentDomains.js';
// The checkout's requests and answers (createCheckoutClient): the session, the order state and
// its transitions, the buyer, the quote, the payment and confirm.
export type {
  CheckoutSession,
  ExpiryExtension,
  ExpiryExtensionRequest,
  OrderState,
  Transition,
} from './checkout.js';
export type { Buyer } from './checkoutBuyer.js';
// The checkout's typed client: the client token's endpoints (docs/protocol.md).
export {
  type CheckoutClient,
  type CheckoutClientOptions,
  createCheckoutClient,
} from './checkoutClient.js';
export type { ConfirmRequest, Quote, QuoteRequest } from './checkoutPayment.js';
// POST /auth/client-tokens: the purchase, its bounds and its payment methods.
export {
  type ClientTokenRequest,
  type ClientTokenResponse,
  clientTokenRequestSchema,
  clientTokenResponseSchema,
  DEFAULT_EXPIRES_IN,
  type IdentityPrefill,
  MAX_EXPIRES_IN,
  type Nft,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodType,
  type PaymentMethodTypeConfig,
  type TaxRates,
} from './clientTokens.js';
// Customers' risk: POST and GET /customers.
export {
  type CustomerListQuery,
  isRiskRequestA,
  type RiskRequest,
  type RiskRequestA,
  type RiskRequestB,
  riskRequestSchema,
} from './customers.js';
// The one error every failure is, with its closed set of codes.
export {
  ERROR_CODES,
  type ErrorCode,
  type FieldIssue,
  isNftCheckoutError,
  NftCheckoutError,
} from './errors.js';
// What both clients take: a fetch of one's own, timeouts, retries.
export type { Fetch, HttpOptions } from './http.js';
// Zod issues of the schemas below as the error's fields.
export { summarizeIssues, toFieldIssues } from './issues.js';
// The order lifecycle, for following an order without the widget.
export {
  canTransition,
  FINAL_STATUSES,
  isFinalState,
  isFinalStatus,
  isPayable,
  ORDER_TRANSITIONS,
  type OrderProgress,
} from './lifecycle.js';
// The page of GET /orders that listOrderPage asks for.
export type { OrderPageQuery } from './orderPage.js';
// The status reducer: an order's status from its transitions, in sequence.
export {
  initialMachineState,
  type MachineState,
  type ReduceResult,
  type Refusal,
  reduce as reduceTransitions,
} from './orderStatusMachine.js';
// Orders, their list and the events a merchant posts.
export {
  CANCEL_REASON_CODES,
  type CancelReasonCode,
  DECLINE_REASON_CODES,
  type DeclineReasonCode,
  ORDER_STATUSES,
  type Order,
  type OrderEvent,
  type OrderListQuery,
  type OrderStatus,
  orderEventSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from './orders.js';
export type { Payment } from './payments.js';
// How a client retries an idempotent request.
export type { RetryPolicy } from './retry.js';
// The answer of POST /customers and its risk levels.
export {
  RISK_LEVELS,
  type RiskLevel,
  type RiskResponse,
  riskResponseSchema,
} from './riskResponse.js';
// The merchant's typed client (server only: it holds the client secret).
export {
  type CallOptions,
  createServiceClient,
  type MerchantCredentials,
  type ServiceClient,
  type ServiceClientOptions,
} from './serviceClient.js';
// A webhook's signature check.
export { verifyWebhook, type WebhookHeaders } from './verifyWebhook.js';
// The webhook deliveries (GET /v1/webhooks/deliveries).
export {
  DELIVERY_STATUSES,
  type Delivery,
  type DeliveryAttempt,
  type DeliveryListQuery,
  type DeliveryStatus,
  deliveryListQuerySchema,
  deliveryListSchema,
  deliverySchema,
} from './webhookDeliveries.js';
// The webhook events the service sends.
export {
  ORDER_WEBHOOK_TYPES,
  orderWebhookType,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_HEADERS,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookEvent,
  type WebhookEventType,
  webhookEventSchema,
} from './webhooks.js';
