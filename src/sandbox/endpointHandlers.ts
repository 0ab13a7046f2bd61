// The handler of every declared endpoint (src/api/endpoints), by its id, and the routes they make.
import { ENDPOINTS, type EndpointId } from '../api/endpoints/index.js';
import {
  addBankAccount,
  deleteBankAccount,
  getBankAccount,
} from '../slices/ach/service/bankAccounts.js';
import { postBankLink } from '../slices/ach/service/bankLinks.js';
import { getCardFrame } from '../slices/card/service/cardFrame.js';
import { postCard } from '../slices/card/service/cards.js';
import { getChallenge, postChallenge } from '../slices/challenge/service/challenge.js';
import { getDocumentFrame } from '../slices/document/service/documentFrame.js';
import { postIdentityAssess } from '../slices/document/service/identityAssess.js';
import { postIdentityCapture } from '../slices/document/service/identityCaptures.js';
import {
  createIdentityToken,
  getVerification,
} from '../slices/document/service/identityDocuments.js';
import { putIdentityImage } from '../slices/document/service/identityImages.js';
import { postIdentitySubmit } from '../slices/document/service/identitySubmit.js';
import { postPhoneCode, postPhoneVerify } from '../slices/phone/service/phone.js';
import { getTaxIdFrame } from '../slices/taxId/service/taxIdFrame.js';
import { postTaxId } from '../slices/taxId/service/taxIds.js';
import { getDomainAssociation } from '../slices/wallet/service/domainAssociation.js';
import {
  addPaymentDomain,
  listPaymentDomains,
  removePaymentDomain,
} from '../slices/wallet/service/paymentDomains.js';
import {
  getTestWalletApp,
  getTestWalletIcon,
  getTestWalletMethod,
  getTestWalletScript,
  getTestWalletSheet,
} from '../slices/wallet/service/testWalletFiles.js';
import { getWalletFrame } from '../slices/wallet/service/walletFrame.js';
import { postWalletOffer } from '../slices/wallet/service/walletOffer.js';
import { postWalletToken } from '../slices/wallet/service/walletTokens.js';
import { postConfirm } from './handlers/browser/confirm.js';
import { postExtend } from './handlers/browser/extend.js';
import { getFramesScript } from './handlers/browser/framePages.js';
import { getFrameStrings } from './handlers/browser/frameStrings.js';
import { streamOrderEvents } from './handlers/browser/orderFeed.js';
import { postQuote } from './handlers/browser/quote.js';
import { getOrderState, getSession } from './handlers/browser/session.js';
import { createClientToken } from './handlers/clientTokens.js';
import { evaluateCustomer, listCustomers } from './handlers/customers.js';
import { postCheckoutDevice, postDeviceSession } from './handlers/devices.js';
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
  addPaymentDomain,
  listPaymentDomains,
  removePaymentDomain,
  getDomainAssociation,
  listWebhookDeliveries: listDeliveries,
  resendWebhookDelivery: resendDelivery,
  getOpenApi,
  getCheckoutSession: getSession,
  getCheckoutOrder: getOrderState,
  streamCheckoutOrder: streamOrderEvents,
  extendCheckoutOrder: postExtend,
  quoteCheckout: postQuote,
  tokenizeCard: postCard,
  tokenizeWallet: postWalletToken,
  offerWallets: postWalletOffer,
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
  getWalletFrame,
  getTestWalletMethod,
  getTestWalletApp,
  getTestWalletIcon,
  getTestWalletScript,
  getTestWalletSheet,
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
