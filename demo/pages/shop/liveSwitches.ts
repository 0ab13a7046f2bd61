// The shop's switches on an open checkout (`?ownPay=1`): its language, its theme, and the
// receipt the shop shows on completion, each applied live with handle.update().
import { themeOf } from './callbacks.js';
import type { ProductCardView } from './productCard.js';
import type { CallbackName, LogEntry, WidgetHandle } from './types.js';

export interface LiveSwitchDeps {
  view: ProductCardView;
  /** The checkout open now, if any. */
  handle: () => WidgetHandle | undefined;
  /** What the slot does with every callback. */
  onCallback: (name: CallbackName, payload: unknown) => void;
  log: (source: LogEntry['source'], name: string, payload: unknown) => void;
}

export function wireLiveSwitches({ view, handle, onCallback, log }: LiveSwitchDeps): void {
  function showReceipt(payload: unknown): void {
    const { orderId, txHash } = (payload ?? {}) as { orderId?: unknown; txHash?: unknown };
    view.receiptLine.textContent = `Receipt: order ${String(orderId)}, transaction ${String(txHash)}.`;
    log('shop', 'receipt', { orderId });
  }

  view.language.addEventListener('change', () =>
    handle()?.update?.({ locale: view.language.value }),
  );
  view.theme.addEventListener('change', () =>
    handle()?.update?.({ appearance: { theme: themeOf(view.theme.value) } }),
  );
  // The shop swaps its onComplete live: with the receipt, it logs and shows a receipt; without,
  // it logs as every callback does. Only the handler in place is called.
  view.receipt.addEventListener('change', () => {
    view.receiptLine.textContent = '';
    handle()?.update?.({
      onComplete: view.receipt.checked
        ? (payload) => {
            onCallback('complete', payload);
            showReceipt(payload);
          }
        : (payload) => onCallback('complete', payload),
    });
  });
}
