// The documentation of every endpoint, by id: the compiler refuses a missing one, and one for an
// endpoint the table (src/api/endpoints) does not declare.
import type { AllDocs } from '../docTypes.js';
import { BANK_ACCOUNT_DOCS } from './bankAccounts.js';
import { BANK_LINK_DOCS } from './bankLinks.js';
import { CARD_DOCS } from './cards.js';
import { CHALLENGE_DOCS } from './challenge.js';
import { CHECKOUT_SESSION_DOCS } from './checkoutSession.js';
import { CLIENT_TOKEN_DOCS } from './clientTokens.js';
import { CONFIRM_DOCS } from './confirm.js';
import { CUSTOMER_DOCS } from './customers.js';
import { DEVICE_DOCS } from './device.js';
import { FRAME_DOCS } from './frames.js';
import { HOSTED_PAGE_DOCS } from './hostedPage.js';
import { IDENTITY_ASSESSMENT_DOCS } from './identityAssessment.js';
import { IDENTITY_CAPTURE_DOCS } from './identityCaptures.js';
import { IDENTITY_DOCUMENT_DOCS } from './identityDocuments.js';
import { OPENAPI_DOCS } from './openapi.js';
import { ORDER_DOCS } from './orders.js';
import { PHONE_DOCS } from './phone.js';
import { QUOTE_DOCS } from './quote.js';
import { TAX_ID_DOCS } from './taxIds.js';
import { WEBHOOK_DELIVERY_DOCS } from './webhookDeliveries.js';

export const DOCS: AllDocs = {
  ...CLIENT_TOKEN_DOCS,
  ...ORDER_DOCS,
  ...IDENTITY_DOCUMENT_DOCS,
  ...CUSTOMER_DOCS,
  ...DEVICE_DOCS,
  ...BANK_ACCOUNT_DOCS,
  ...WEBHOOK_DELIVERY_DOCS,
  ...OPENAPI_DOCS,
  ...CHECKOUT_SESSION_DOCS,
  ...QUOTE_DOCS,
  ...CARD_DOCS,
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
