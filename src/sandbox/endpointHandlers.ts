// The handler of every declared endpoint (src/api/endpoints), by its id, and the routes they make.
import { ENDPOINTS, type EndpointId } from '../api/endpoints/index.js';
import { addBankAccount, deleteBankAccount, getBankAccount } from './handlers/bankAccounts.js';
import { postBankLink } from './handlers/checkout/bankLinks.js';
import { getCardFrame } from './handlers/checkout/cardFrame.js';
import { postCard } from './handlers/checkout/cards.js';
import { getChallenge, postChallenge } from './handlers/checkout/challenge.js';
import { postConfirm } from './handlers/checkout/confirm.js';
import { getDocumentFrame } from './handlers/checkout/documentFrame.js';
import { streamOrderEvents } from './handlers/checkout/events.js';
import { postExtend } from './handlers/checkout/extend.js';
import { getFramesScript } from './handlers/checkout/framePages.js';
import { getFrameStrings } from './handlers/checkout/frameStrings.js';
import { postIdentityAssess } from './handlers/checkout/identityAssess.js';
import { postIdentityCapture } from './handlers/checkout/identityCaptures.js';
import { putIdentityImage } from './handlers/checkout/identityImages.js';
import { postIdentitySubmit } from './handlers/checkout/identitySubmit.js';
import { postPhoneCode, postPhoneVerify } from './handlers/checkout/phone.js';
import { postQuote } from './handlers/checkout/quote.js';
import { getOrderState, getSession } from './handlers/checkout/session.js';
import { getTaxIdFrame } from './handlers/checkout/taxIdFrame.js';
import { postTaxId } from './handlers/checkout/taxIds.js';
import { createClientToken } from './handlers/clientTokens.js';
import { evaluateCustomer, listCustomers } from './handlers/customers.js';
import { postCheckoutDevice, postDeviceSession } from './handlers/devices.js';
import { createIdentityToken, getVerification } from './handlers/identityDocuments.js';
import { postOrderEvent } from './handlers/orderEvents.js';
import { getOrder, listOrders } from './handlers/orders.js';
import { getHostedAsset, getHostedPage } from './hosted/handlers.js';
import { getServiceIcon } from './hosted/icon.js';
import { type Handler, type Route, routeOf } from './http/router.js';
import { getOpenApi } from './openapi/handler.js';
import { listDeliveries, resendDelivery } from './webhooks/handlers.js';

/** One handler per endpoint: the compiler refuses a missing one and one for an unknown id. */
export const ENDPOINT_HANDLERS: Record<EndpointId, Handler> = {
  createClientToken,
  listOrders,
  getOrder,
  postOrderEvent,
  createIdentityToken,
  getVerification,
  evaluateCustomer,
  listCustomers,
  postDeviceSession,
  addBankAccount,
  getBankAccount,
  deleteBankAccount,
  listWebhookDeliveries: listDeliveries,
  resendWebhookDelivery: resendDelivery,
  getOpenApi,
  getCheckoutSession: getSession,
  getCheckoutOrder: getOrderState,
  streamCheckoutOrder: streamOrderEvents,
  extendCheckoutOrder: postExtend,
  quoteCheckout: postQuote,
  tokenizeCard: postCard,
  linkBankAccount: postBankLink,
  confirmCheckout: postConfirm,
  postCheckoutDevice,
  sendPhoneCode: postPhoneCode,
  verifyPhoneCode: postPhoneVerify,
  createTaxIdToken: postTaxId,
  assessIdentity: postIdentityAssess,
  openCapture: postIdentityCapture,
  putCaptureImage: putIdentityImage,
  submitCapture: postIdentitySubmit,
  getCardFrame,
  getFrameScript: getFramesScript,
  getTaxIdFrame,
  getFrameStrings,
  getDocumentFrame,
  getChallengePage: getChallenge,
  answerChallenge: postChallenge,
  getHostedCheckout: getHostedPage,
  getHostedAsset,
  getServiceIcon,
};

/** Every route the sandbox serves: one per declared endpoint, in the table's order. */
export const ROUTES: readonly Route[] = ENDPOINTS.map((endpoint) =>
  routeOf(endpoint, ENDPOINT_HANDLERS[endpoint.id]),
);
