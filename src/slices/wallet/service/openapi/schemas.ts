import type { SliceSchemaList } from '../../../../sandbox/openapi/sliceSchemaList.js';
import {
  paymentDomainListSchema,
  paymentDomainNameSchema,
  paymentDomainRequestSchema,
  paymentDomainSchema,
} from '../../api/paymentDomains.js';
import { paymentAppManifestSchema, paymentMethodManifestSchema } from '../../api/testWallet.js';
import {
  walletFramePageQuerySchema,
  walletOfferRequestSchema,
  walletOfferSchema,
} from '../../api/walletOffer.js';
import { walletTokenRequestSchema, walletTokenSchema } from '../../api/walletToken.js';

export const WALLET_SCHEMAS = {
  answers: {
    PaymentDomain: paymentDomainSchema,
    PaymentDomainList: paymentDomainListSchema,
    WalletToken: walletTokenSchema,
    WalletOffer: walletOfferSchema,
    PaymentMethodManifest: paymentMethodManifestSchema,
    PaymentAppManifest: paymentAppManifestSchema,
  },
  inputs: {
    PaymentDomainRequest: paymentDomainRequestSchema,
    WalletTokenRequest: walletTokenRequestSchema,
    WalletOfferRequest: walletOfferRequestSchema,
  },
  inline: {
    PaymentDomainName: paymentDomainNameSchema,
    WalletFramePageQuery: walletFramePageQuerySchema,
  },
} as const satisfies SliceSchemaList;
