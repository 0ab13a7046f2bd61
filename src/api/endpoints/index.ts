// Every endpoint of the service, declared once each (one file per part of the product), in the
// order the API reference lists them. The sandbox routes from this list, the OpenAPI document is
// built from it, and the typed clients call the routes it names. A browser bundle imports a
// single route from its own file, never this list.
import {
  addBankAccount,
  deleteBankAccount,
  getBankAccount,
} from '../../slices/ach/api/endpoints/bankAccounts.js';
import { linkBankAccount } from '../../slices/ach/api/endpoints/bankLinks.js';
import { getCardFrame } from '../../slices/card/api/endpoints/cardFrame.js';
import { tokenizeCard } from '../../slices/card/api/endpoints/cards.js';
import {
  answerChallenge,
  getChallengePage,
} from '../../slices/challenge/api/endpoints/challenge.js';
import { getDocumentFrame } from '../../slices/document/api/endpoints/documentFrame.js';
import { assessIdentity } from '../../slices/document/api/endpoints/identityAssessment.js';
import {
  openCapture,
  putCaptureImage,
  submitCapture,
} from '../../slices/document/api/endpoints/identityCaptures.js';
import {
  createIdentityToken,
  getVerification,
} from '../../slices/document/api/endpoints/identityDocuments.js';
import { sendPhoneCode, verifyPhoneCode } from '../../slices/phone/api/endpoints/phone.js';
import { getTaxIdFrame } from '../../slices/taxId/api/endpoints/taxIdFrame.js';
import { createTaxIdToken } from '../../slices/taxId/api/endpoints/taxIds.js';
import {
  addPaymentDomain,
  getDomainAssociation,
  listPaymentDomains,
  removePaymentDomain,
} from '../../slices/wallet/api/endpoints/paymentDomains.js';
import {
  getTestWalletApp,
  getTestWalletIcon,
  getTestWalletMethod,
  getTestWalletScript,
  getTestWalletSheet,
} from '../../slices/wallet/api/endpoints/testWallet.js';
import { getWalletFrame, offerWallets } from '../../slices/wallet/api/endpoints/walletOffer.js';
import { tokenizeWallet } from '../../slices/wallet/api/endpoints/walletTokens.js';
import { extendCheckoutOrder, getCheckoutOrder, streamCheckoutOrder } from './checkoutOrder.js';
import { getCheckoutSession } from './checkoutSession.js';
import { createClientToken } from './clientTokens.js';
import { confirmCheckout } from './confirm.js';
import { evaluateCustomer, listCustomers } from './customers.js';
import { postCheckoutDevice, postDeviceSession } from './device.js';
import type { Endpoint } from './endpoint.js';
import { getFrameScript, getFrameStrings } from './frames.js';
import { getHostedAsset, getHostedCheckout, getServiceIcon } from './hostedPage.js';
import { getOpenApi } from './openapi.js';
import { getOrder, listOrders, postOrderEvent } from './orders.js';
import { quoteCheckout } from './quote.js';
import { listWebhookDeliveries, resendWebhookDelivery } from './webhookDeliveries.js';

export const ENDPOINTS = [
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
  listWebhookDeliveries,
  resendWebhookDelivery,
  getOpenApi,
  getCheckoutSession,
  getCheckoutOrder,
  streamCheckoutOrder,
  extendCheckoutOrder,
  quoteCheckout,
  tokenizeCard,
  tokenizeWallet,
  offerWallets,
  linkBankAccount,
  confirmCheckout,
  postCheckoutDevice,
  sendPhoneCode,
  verifyPhoneCode,
  createTaxIdToken,
  assessIdentity,
  openCapture,
  putCaptureImage,
  submitCapture,
  getCardFrame,
  getFrameScript,
  getTaxIdFrame,
  getFrameStrings,
  getDocumentFrame,
  getWalletFrame,
  getChallengePage,
  answerChallenge,
  getHostedCheckout,
  getHostedAsset,
  getServiceIcon,
  getTestWalletMethod,
  getTestWalletApp,
  getTestWalletIcon,
  getTestWalletScript,
  getTestWalletSheet,
] as const satisfies readonly Endpoint[];

export type AnyEndpoint = (typeof ENDPOINTS)[number];
export type EndpointId = AnyEndpoint['id'];
/** The declaration of the endpoint `id`. */
export type EndpointOf<Id extends EndpointId> = Extract<AnyEndpoint, { id: Id }>;
