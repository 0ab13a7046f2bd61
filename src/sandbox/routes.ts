import { addBankAccount, deleteBankAccount, getBankAccount } from './handlers/bankAccounts.js';
import { postBankLink } from './handlers/checkout/bankLinks.js';
import { getCardFrame, getCardFrameScript } from './handlers/checkout/cardFrame.js';
import { postCard } from './handlers/checkout/cards.js';
import { getChallenge, postChallenge } from './handlers/checkout/challenge.js';
import { postConfirm } from './handlers/checkout/confirm.js';
import { getDocumentFrame } from './handlers/checkout/documentFrame.js';
import { streamOrderEvents } from './handlers/checkout/events.js';
import { postExtend } from './handlers/checkout/extend.js';
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
import type { Route } from './http/router.js';
import { getOpenApi } from './openapi/handler.js';
import { listDeliveries, resendDelivery } from './webhooks/handlers.js';

/**
 * Every endpoint: the spec's 11 (Basic credentials), the widget protocol (client token), the
 * webhook deliveries (Basic), the hosted checkout page and the OpenAPI document.
 */
export const ROUTES: readonly Route[] = [
  { method: 'POST', path: '/v1/auth/client-tokens', handler: createClientToken },
  { method: 'GET', path: '/v1/orders', handler: listOrders },
  { method: 'GET', path: '/v1/orders/:orderId', handler: getOrder },
  { method: 'POST', path: '/v1/orders/events', handler: postOrderEvent },
  { method: 'POST', path: '/v1/identity-documents/tokens', handler: createIdentityToken },
  { method: 'POST', path: '/v1/customers', handler: evaluateCustomer },
  { method: 'GET', path: '/v1/customers', handler: listCustomers },
  {
    method: 'GET',
    path: '/v1/identityDocuments/verifications/:verificationId',
    handler: getVerification,
  },
  { method: 'GET', path: '/v1/payment-method/ach', handler: getBankAccount },
  { method: 'POST', path: '/v1/payment-method/ach', handler: addBankAccount },
  { method: 'DELETE', path: '/v1/payment-method/ach', handler: deleteBankAccount },
  { method: 'POST', path: '/v1/devices', handler: postDeviceSession },

  { method: 'GET', path: '/v1/checkout/session', handler: getSession, cors: true },
  { method: 'GET', path: '/v1/checkout/order', handler: getOrderState, cors: true },
  { method: 'GET', path: '/v1/checkout/order/events', handler: streamOrderEvents, cors: true },
  { method: 'POST', path: '/v1/checkout/order/extend', handler: postExtend, cors: true },
  { method: 'POST', path: '/v1/checkout/quote', handler: postQuote, cors: true },
  // No CORS: only the card frame, served from this origin, may send card numbers.
  { method: 'POST', path: '/v1/checkout/cards', handler: postCard },
  { method: 'POST', path: '/v1/checkout/bank-links', handler: postBankLink, cors: true },
  { method: 'POST', path: '/v1/checkout/confirm', handler: postConfirm, cors: true },
  { method: 'POST', path: '/v1/checkout/device', handler: postCheckoutDevice, cors: true },
  { method: 'POST', path: '/v1/checkout/phone/code', handler: postPhoneCode, cors: true },
  { method: 'POST', path: '/v1/checkout/phone/verify', handler: postPhoneVerify, cors: true },
  // No CORS: only the tax-id frame, served from this origin, may send an SSN.
  { method: 'POST', path: '/v1/checkout/tax-ids', handler: postTaxId },
  { method: 'POST', path: '/v1/checkout/identity/assess', handler: postIdentityAssess, cors: true },
  // No CORS: only the document frame, served from this origin, may send identity documents.
  { method: 'POST', path: '/v1/checkout/identity/captures', handler: postIdentityCapture },
  {
    method: 'PUT',
    path: '/v1/checkout/identity/captures/:verificationId/images/:side',
    handler: putIdentityImage,
  },
  {
    method: 'POST',
    path: '/v1/checkout/identity/captures/:verificationId/submit',
    handler: postIdentitySubmit,
  },
  { method: 'GET', path: '/v1/checkout/card-frame', handler: getCardFrame, cors: true },
  { method: 'GET', path: '/v1/checkout/card-frame.js', handler: getCardFrameScript, cors: true },
  { method: 'GET', path: '/v1/checkout/tax-id-frame', handler: getTaxIdFrame, cors: true },
  { method: 'GET', path: '/v1/checkout/document-frame', handler: getDocumentFrame, cors: true },
  // No CORS: read by the frames, on this origin.
  { method: 'GET', path: '/v1/checkout/frame-strings', handler: getFrameStrings },
  // No CORS: the issuer's challenge page, and its form, which only that page may post.
  { method: 'GET', path: '/v1/checkout/challenge/:challengeId', handler: getChallenge },
  { method: 'POST', path: '/v1/checkout/challenge/:challengeId', handler: postChallenge },

  { method: 'GET', path: '/v1/webhooks/deliveries', handler: listDeliveries },
  {
    method: 'POST',
    path: '/v1/webhooks/deliveries/:deliveryId/resend',
    handler: resendDelivery,
  },
  { method: 'GET', path: '/checkout', handler: getHostedPage },
  { method: 'GET', path: '/checkout/assets/:file', handler: getHostedAsset },
  { method: 'GET', path: '/checkout/icon.svg', handler: getServiceIcon },
  { method: 'GET', path: '/v1/openapi.json', handler: getOpenApi, cors: true },
];
