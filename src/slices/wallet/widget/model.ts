import { action, computed, createModel, signal } from '@preact/signals';
import type { CheckoutSession } from '../../../api/checkout.js';
import type { WalletType } from '../../../api/clientTokens.js';
import { fillTemplate } from '../../../api/text.js';
import { createFrameSlot } from '../../../checkout/frames/frameSlot.js';
import { frameSource } from '../../../checkout/frames/frameSource.js';
import type { MethodContext, PreparedPayment } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { WalletToken } from '../api/walletToken.js';
import { readAvailability, readPayer } from './walletMessages.js';
import { WALLET_FRAME_WORDS, WALLET_NAMES } from './walletWords.js';

/**
 * The wallets, as buttons in the service's wallet frame: which can pay here, the host told once
 * of each that cannot, and the token the buyer's press in the frame made.
 */
export const WalletModel = createModel((context: MethodContext) => {
  const { error } = context;
  const available = signal<readonly WalletType[]>([]);
  const token = signal<WalletToken | null>(null);
  const frame = createFrameSlot<unknown>(error, context.report);
  const told = new Set<WalletType>();
  let session: CheckoutSession | null = null;

  function tellUnavailable(fields: Readonly<Record<string, unknown>>) {
    const { available: ready, unavailable } = readAvailability(fields);
    available.value = ready;
    const order = session?.state.order;
    if (!order) return;
    for (const { wallet, reason } of unavailable) {
      if (told.has(wallet)) continue;
      told.add(wallet);
      context.tell({
        type: 'wallet_unavailable',
        id: `${order.id}:wallet:${wallet}`,
        orderId: order.id,
        referenceId: order.referenceId ?? null,
        wallet,
        reason,
        at: new Date().toISOString(),
      });
    }
  }

  return {
    available,
    token,
    problem: frame.problem,
    notice: computed(() => frame.problem.value?.message),
    ready: computed(() => token.value !== null),
    summary: computed(() => {
      const kept = token.value;
      if (!kept) return '';
      const brand = purchaseStrings.payment.brands[kept.brand] ?? kept.brand;
      const wallet = WALLET_NAMES[kept.wallet];
      return fillTemplate(purchaseStrings.wallet.summary, { wallet, brand, last4: kept.last4 });
    }),
    /**
     * The frame's page, taxed for the buyer's address (its sheet shows the review's amounts). On
     * the first step the address may be partial: a country or region not yet in form is left out.
     */
    frameUrl: (url: string): string => {
      const { countryCode, regionCode } = context.buyer().address;
      const page = new URL(url);
      if (/^[A-Z]{2}$/.test(countryCode)) page.searchParams.set('country', countryCode);
      if (/^[A-Z0-9]{1,3}$/.test(regionCode)) page.searchParams.set('region', regionCode);
      return page.toString();
    },
    setProblem: frame.setProblem,
    reportError: frame.reportError,
    /**
     * A message the frame sent on its own: which wallets can pay, or the token of the buyer's
     * payment (true: the wallet is chosen, the payer's details fill the buyer form's empty
     * fields, and the step can be left).
     */
    hear: action(
      (
        name: string,
        fields: Readonly<Record<string, unknown>>,
        readToken: (fields: Readonly<Record<string, unknown>>) => WalletToken | undefined,
      ): boolean => {
        if (name === 'walletAvailability') tellUnavailable(fields);
        if (name !== 'walletTokenized') return false;
        const made = readToken(fields);
        if (!made) {
          error.value = purchaseStrings.wallet.frameBadToken;
          return false;
        }
        token.value = made;
        context.select('wallet');
        context.fillBuyer(readPayer(fields.payer));
        return true;
      },
    ),
    start: action((started: CheckoutSession) => {
      session = started;
      const url = started.walletFrameUrl;
      const origin = globalThis.location?.origin ?? 'null';
      const checked = url ? frameSource(url, origin, WALLET_FRAME_WORDS) : undefined;
      if (checked && typeof checked !== 'string') frame.setProblem(checked);
    }),
    prepare: action(async (): Promise<PreparedPayment | null> => {
      const kept = token.value;
      if (!kept) {
        error.value = purchaseStrings.wallet.notReady;
        return null;
      }
      if (!context.enabled.value.includes(kept.paymentMethodType)) {
        const name =
          purchaseStrings.payment.typeNames[kept.paymentMethodType] ?? kept.paymentMethodType;
        error.value = fillTemplate(purchaseStrings.payment.cardTypeNotAccepted, { type: name });
        return null;
      }
      return {
        payment: { type: 'wallet', walletToken: kept.walletToken },
        type: kept.paymentMethodType,
      };
    }),
    reset: action(() => {
      token.value = null;
    }),
    // The frame is its view's: the model holds nothing of it to let go.
    dispose: () => undefined,
  };
});

export type WalletMethodModel = InstanceType<typeof WalletModel>;
