// The documentation of every endpoint, by id: the compiler refuses a missing one, and one for an
// endpoint the table (src/api/endpoints) does not declare.

import { BANK_ACCOUNT_DOCS } from '../../../slices/ach/service/openapi/bankAccounts.js';
import { BANK_LINK_DOCS } from '../../../slices/ach/service/openapi/bankLinks.js';
import { CARD_DOCS } from '../../../slices/card/service/openapi/cards.js';
import { CHALLENGE_DOCS } from '../../../slices/challenge/service/openapi/challenge.js';
import { IDENTITY_ASSESSMENT_DOCS } from '../../../slices/document/service/openapi/identityAssessment.js';
import { IDENTITY_CAPTURE_DOCS } from '../../../slices/document/service/openapi/identityCaptures.js';
import { IDENTITY_DOCUMENT_DOCS } from '../../../slices/document/service/openapi/identityDocuments.js';
import { PHONE_DOCS } from '../../../slices/phone/service/openapi/phone.js';
import { TAX_ID_DOCS } from '../../../slices/taxId/service/openapi/taxIds.js';
import { PAYMENT_DOMAIN_DOCS } from '../../../slices/wallet/service/openapi/paymentDomains.js';
import { TEST_WALLET_DOCS } from '../../../slices/wallet/service/openapi/testWallet.js';
import { WALLET_OFFER_DOCS } from '../../../slices/wallet/service/openapi/walletOffer.js';
import { WALLET_TOKEN_DOCS } from '../../../slices/wallet/service/openapi/walletTokens.js';
import type { AllDocs } from '../docTypes.js';
import { CHECKOUT_SESSION_DOCS } from './checkoutSession.js';
import { CLIENT_TOKEN_DOCS } from './clientTokens.js';
import { CONFIRM_DOCS } from './confirm.js';
import { CUSTOMER_DOCS } from './customers.js';
import { DEVICE_DOCS } from './device.js';
import { FRAME_DOCS } from './frames.js';
import { HOSTED_PAGE_DOCS } from './hostedPage.js';
import { OPENAPI_DOCS } from './openapi.js';
import { ORDER_DOCS } from './orders.js';
import { QUOTE_DOCS } from './quote.js';
import { WEBHOOK_DELIVERY_DOCS } from './webhookDeliveries.js';

export const DOCS: AllDocs = {
  ...CLIENT_TOKEN_DOCS,
  ...ORDER_DOCS,
  ...IDENTITY_DOCUMENT_DOCS,
  ...CUSTOMER_DOCS,
  ...DEVICE_DOCS,
  ...BANK_ACCOUNT_DOCS,
  ...PAYMENT_DOMAIN_DOCS,
  ...WEBHOOK_DELIVERY_DOCS,
  ...OPENAPI_DOCS,
  ...CHECKOUT_SESSION_DOCS,
  ...QUOTE_DOCS,
  ...CARD_DOCS,
  ...WALLET_TOKEN_DOCS,
  ...WALLET_OFFER_DOCS,
  ...TEST_WALLET_DOCS,
  ...BANK_LINK_DOCS,
  ...CONFIRM_DOCS,
  ...PHONE_DOCS,
  ...TAX_ID_DOCS,
  ...IDENTITY_ASSESSMENT_DOCS,
  ...IDENTITY_CAPTURE_DOCS,
  ...FRAME_DOCS,
  ...CHALLENGE_DOCS,
  ...HOSTED_PAGE_DOCS,
};
