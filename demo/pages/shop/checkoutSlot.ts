import type { CatalogItem } from '../../catalog.js';
import { findScenario } from '../../scenarios.js';
import { h } from './dom.js';
import { deliverOrder, describeProblem, orderUrl, startCheckout } from './merchantApi.js';
import type { ProductCardView } from './productCard.js';
import type { CallbackName, EmbedAdapter, SlotSession, WidgetHandle } from './types.js';

export interface SlotDeps {
  item: CatalogItem;
  view: ProductCardView;
  adapter: EmbedAdapter;
  /** The scenario for the next purchase, and an optional expiry override (tests). */
  scenario: () => string;
  expiresIn: number | undefined;
  /** Another test phone to prefill (tests: a first-time buyer, then the same buyer returning). */
  phone: string | undefined;
  /** Another customer id (tests: a buyer the service has not verified before). */
  customer: string | undefined;
  log: (source: 'callback' | 'merchant' | 'shop', name: string, payload: unknown) => void;
  /** Called whenever the open checkout changes (saved for reloads). */
  persist: (session: SlotSession | undefined) => void;
}

/** One product card's checkout: start it, mount it, deliver its order, close it. */
export function createCheckoutSlot(deps: SlotDeps) {
  const { view, adapter, item } = deps;
  let session: SlotSession | undefined;
  let handle: WidgetHandle | undefined;

  function setStatus(text: string): void {
    view.status.textContent = text;
  }

  function renderTools(): void {
    view.tools.hidden = !session;
    view.buy.hidden = Boolean(session);
    if (!session) return;
    view.orderId.textContent = session.orderId ?? 'pending';
    view.orderLink.href = session.orderId ? orderUrl(session.orderId) : '#';
    view.orderLink.hidden = !session.orderId;
    const canDeliver = session.merchantDelivers && session.processed && !session.completed;
    view.deliver.disabled = !canDeliver || Boolean(session.deliveredTxHash);
    view.deliver.hidden = !session.merchantDelivers;
    view.deliverHint.textContent = !session.merchantDelivers
      ? 'This NFT is delivered by smart contract: the order completes on its own.'
      : session.deliveredTxHash
        ? `Delivered on chain: ${session.deliveredTxHash}`
        : canDeliver
          ? 'Payment received: deliver the NFT to complete the order.'
          : 'Deliver NFT becomes available once the payment is Processed.';
  }

  function onCallback(name: CallbackName, payload: unknown): void {
    deps.log('callback', name, payload);
    if (!session) return;
    const orderId = (payload as { orderId?: unknown } | null)?.orderId;
    if (!session.orderId && typeof orderId === 'string') session.orderId = orderId;
    // Kept with the session: after a reload the checkout does not announce them again.
    if (name === 'processed') session.processed = true;
    if (name === 'complete') session.completed = true;
    deps.persist(session);
    renderTools();
  }

  function mount(next: SlotSession): void {
    session = next;
    // A fresh host per checkout: the previous one stays empty until it is replaced.
    const host = h('div', { class: 'checkout-host', 'data-checkout-host': item.id });
    view.checkout.replaceChildren(host);
    renderTools();
    try {
      handle = adapter.mount(host, {
        clientToken: next.clientToken,
        baseUrl: next.baseUrl,
        onCallback,
      });
    } catch (error) {
      deps.log('shop', 'mount-failed', error);
      setStatus(`The checkout could not be mounted: ${(error as Error).message}`);
    }
  }

  async function buy(): Promise<void> {
    const scenario = deps.scenario();
    view.buy.disabled = true;
    setStatus('Starting checkout…');
    const result = await startCheckout({
      scenario,
      item: item.id,
      ...(deps.expiresIn ? { expiresIn: deps.expiresIn } : {}),
      ...(deps.phone ? { phone: deps.phone } : {}),
      ...(deps.customer ? { customer: deps.customer } : {}),
    });
    view.buy.disabled = false;
    if (!result.ok) {
      deps.log('merchant', 'token-refused', result.problem);
      setStatus(`The checkout could not start. ${describeProblem(result.problem)}`);
      return;
    }
    const label = findScenario(scenario)?.label ?? scenario;
    setStatus(`Checkout open · scenario: ${label}.`);
    const next: SlotSession = { ...result.value, scenario };
    deps.persist(next);
    mount(next);
  }

  function close(): void {
    handle?.unmount();
    handle = undefined;
    session = undefined;
    deps.persist(undefined);
    setStatus('Checkout closed.');
    renderTools();
    view.buy.focus();
  }

  async function deliver(): Promise<void> {
    if (!session?.orderId) return;
    view.deliver.disabled = true;
    const result = await deliverOrder(session.orderId);
    if (!result.ok) {
      deps.log('merchant', 'deliver-failed', result.problem);
      setStatus(`Delivery was refused. ${describeProblem(result.problem)}`);
      renderTools();
      return;
    }
    session.deliveredTxHash = result.value.transactionHash;
    deps.persist(session);
    deps.log('merchant', 'delivered', result.value);
    setStatus('Delivered event posted; the checkout completes when the service confirms it.');
    renderTools();
  }

  view.buy.addEventListener('click', () => void buy());
  view.close.addEventListener('click', close);
  view.deliver.addEventListener('click', () => void deliver());

  return {
    /** Mounts the checkout saved before a reload, with the same client token. */
    resume(saved: SlotSession): void {
      setStatus('Checkout resumed after reload.');
      mount(saved);
    },
    snapshot: () => (session ? { ...session } : null),
  };
}
