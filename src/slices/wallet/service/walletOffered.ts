import type { WalletType } from '../../../api/clientTokens.js';
import { forbidden } from '../../../sandbox/http/errors.js';
import type { OrderRecord } from '../../../sandbox/store/records.js';

/** 403 unless the order's checkout offers `wallet` (its `paymentMethodTypeConfig`). */
export function assertWalletOffered(order: OrderRecord, wallet: WalletType): void {
  if (order.paymentMethods.enabled.includes(wallet)) return;
  throw forbidden(
    `${wallet} is not offered in this checkout (${order.paymentMethods.enabled.join(', ')}): pay by another method, or enable it in paymentMethodTypeConfig.`,
  );
}
