// Every schema the widget's checkout client parses and checks with (and the check itself), in one module the client imports on
// demand: the widget's first screen carries no zod, and this loads (as its own chunk) while the
// session request is on the network.
export {
  bankLinkRequestSchema,
  bankLinkSchema,
  cardTokenRequestSchema,
  cardTokenSchema,
  checkoutSessionSchema,
  confirmRequestSchema,
  deviceDataRequestSchema,
  expiryExtensionRequestSchema,
  expiryExtensionSchema,
  identityAssessRequestSchema,
  orderStateSchema,
  phoneCodeAnswerSchema,
  phoneCodeRequestSchema,
  phoneVerifyAnswerSchema,
  phoneVerifyRequestSchema,
  quoteRequestSchema,
  quoteSchema,
} from './checkout.js';
export { successSchema } from './orders.js';
export { uuid } from './primitives.js';
export { validateInput } from './validateInput.js';
