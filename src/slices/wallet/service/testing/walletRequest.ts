import {
  type ClientTokenRequest,
  PAYMENT_METHOD_TYPES,
  type PaymentMethodTypeConfig,
  WALLET_TYPES,
} from '../../../../api/clientTokens.js';
import { nftRequest } from '../../../../sandbox/testing/harness.js';

/**
 * A client-token request whose checkout offers wallets: every type and both wallets unless
 * `config` says otherwise (a merchant lists the wallets it offers).
 */
export function walletRequest(
  config: Partial<PaymentMethodTypeConfig> = {},
  over: Partial<ClientTokenRequest> = {},
): ClientTokenRequest {
  const enabled = [...PAYMENT_METHOD_TYPES, ...WALLET_TYPES];
  return nftRequest({ ...over, paymentMethodTypeConfig: { enabled, ...config } });
}
