// Every schema the widget's checkout client parses and checks with (and the check itself), in one module the client imports on
// demand: the widget's first screen carries no zod, and this loads (as its own chunk) while the
// session request is on the network.

export { bankLinkRequestSchema, bankLinkSchema } from '../slices/ach/api/bankLink.js';
export { cardTokenRequestSchema, cardTokenSchema } from '../slices/card/api/cardToken.js';
export { identityAssessRequestSchema } from '../slices/document/api/checkoutIdentity.js';
export {
  phoneCodeAnswerSchema,
  phoneCodeRequestSchema,
  phoneVerifyAnswerSchema,
  phoneVerifyRequestSchema,
} from '../slices/phone/api/checkoutPhone.js';
export {
  checkoutSessionSchema,
  deviceDataRequestSchema,
  expiryExtensionRequestSchema,
  expiryExtensionSchema,
  orderStateSchema,
} from './checkout.js';
export { confirmRequestSchema, quoteRequestSchema, quoteSchema } from './checkoutPayment.js';
export { successSchema } from './orders.js';
export { uuid } from './primitives.js';
export { validateInput } from './validateInput.js';
export { warmUp } from './warmUp.js';
