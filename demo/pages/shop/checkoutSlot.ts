import type { CatalogItem } from '../../catalog.js';
import { findScenario } from '../../scenarios.js';
import { SHOP_THEME } from './callbacks.js';
import { h } from './dom.js';
import type { Fulfilment, TrackedOrder } from './fulfilment.js';
import { hostedPageUrl } from './hostedReturn.js';
import { wireLiveSwitches } from './liveSwitches.js';
import {
  deliverOrder,
  describeProblem,
  getOrder,
  type StartRequest,
  startCheckout,
  startHostedCheckout,
} from './merchantApi.js';
import type { ProductCardView } from './productCard.js';
import { renderTools } from './slotTools.js';
import type { CallbackName, EmbedAdapter, LogEntry, SlotSession, WidgetHandle } from './types.js';

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
  /** The shop page the hosted checkout sends the buyer back to. */
  returnPage: string;
  log: (source: LogEntry['source'], name: string, payload: unknown) => void;
  /** Called whenever the open checkout changes (saved for reloads). */
  persist: (session: SlotSession | undefined) => void;
  /** What the shop's server heard from the service about this card's order. */
  fulfilment: Fulfilment;
}

/**
 * One product card's checkout: start it (embedded, or on the service's hosted page), mount it,
 * follow its order's fulfilment, deliver it by hand (the operator scenario), close it.
 */
export function createCheckoutSlot(deps: SlotDeps) {
  const { view, adapter, item, fulfilment } = deps;
  let session: SlotSession | undefined;
  let handle: WidgetHandle | undefined;

  function setStatus(text: string): void {
    view.status.textContent = text;
  }

  /** Follows the order's webhooks from the moment its id is known. */
  function follow(orderId: string | null, saved?: TrackedOrder): void {
    if (!orderId || fulfilment.orderId() === orderId) return;
    fulfilment.track(saved?.orderId === orderId ? saved : { orderId, logged: [] });
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
    follow(session.orderId);
    renderTools(view, session, handle);
  }

  function mount(next: SlotSession, saved?: TrackedOrder): void {
    session = next;
    // A new checkout starts with the shop's own settings, not the last one's switches.
    view.theme.value = SHOP_THEME;
    view.receipt.checked = false;
    view.receiptLine.textContent = '';
    follow(next.orderId, saved);
    if (next.hosted) {
      view.checkout.replaceChildren();
      renderTools(view, session, handle);
      return;
    }
    // A fresh host per checkout: the previous one stays empty until it is replaced.
    const host = h('div', { class: 'checkout-host', 'data-checkout-host': item.id });
    view.checkout.replaceChildren(host);
    renderTools(view, session, handle);
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
    renderTools(view, session, handle);
  }

  /**
   * The shop's own Pay button. It is not disabled while paying: the checkout itself lets one
   * payment through per order, and a second submit() shares the first.
   */
  async function ownPay(): Promise<void> {
    if (!handle?.submit) return;
    try {
      await handle.submit();
      deps.log('shop', 'submitted', { orderId: session?.orderId ?? null });
    } catch (error) {
      setStatus(`Not paid yet: ${(error as Error).message}`);
    }
  }

  function request(): StartRequest {
    return {
      scenario: deps.scenario(),
      item: item.id,
      ...(deps.expiresIn ? { expiresIn: deps.expiresIn } : {}),
      ...(deps.phone ? { phone: deps.phone } : {}),
      ...(deps.customer ? { customer: deps.customer } : {}),
    };
  }

  async function buy(): Promise<void> {
    const start = request();
    view.buy.disabled = true;
    setStatus('Starting checkout…');
    const result = await startCheckout(start);
    view.buy.disabled = false;
    if (!result.ok) {
      deps.log('merchant', 'token-refused', result.problem);
      setStatus(`The checkout could not start. ${describeProblem(result.problem)}`);
      return;
    }
    const label = findScenario(start.scenario)?.label ?? start.scenario;
    setStatus(`Checkout open · scenario: ${label}.`);
    const next: SlotSession = { ...result.value, scenario: start.scenario };
    deps.persist(next);
    mount(next);
  }

  /** Opens the service's hosted page; the buyer comes back to this page with the order id. */
  async function payHosted(): Promise<void> {
    view.hosted.disabled = true;
    setStatus('Opening the payment service’s hosted checkout page…');
    const result = await startHostedCheckout({ ...request(), page: deps.returnPage });
    const url = result.ok ? hostedPageUrl(result.value.url) : undefined;
    if (!result.ok || !url) {
      view.hosted.disabled = false;
      const problem = result.ok
        ? 'The hosted page address is not an http(s) URL.'
        : describeProblem(result.problem);
      if (!result.ok) deps.log('merchant', 'token-refused', result.problem);
      setStatus(`The hosted checkout could not open. ${problem}`);
      return;
    }
    deps.log('merchant', 'hosted-checkout', { orderId: result.value.orderId, url: url.href });
    location.assign(url.href);
  }

  function close(): void {
    handle?.unmount();
    handle = undefined;
    session = undefined;
    fulfilment.clear();
    deps.persist(undefined);
    setStatus('Checkout closed.');
    renderTools(view, session, handle);
    view.buy.focus();
  }

  async function deliver(): Promise<void> {
    if (!session?.orderId) return;
    view.deliver.disabled = true;
    const result = await deliverOrder(session.orderId);
    if (!result.ok) {
      deps.log('merchant', 'deliver-failed', result.problem);
      setStatus(`Delivery was refused. ${describeProblem(result.problem)}`);
      renderTools(view, session, handle);
      return;
    }
    session.deliveredTxHash = result.value.transactionHash;
    deps.persist(session);
    deps.log('merchant', 'delivered', result.value);
    setStatus('Delivered event posted; the checkout completes when the service confirms it.');
    renderTools(view, session, handle);
  }

  view.buy.addEventListener('click', () => void buy());
  view.hosted.addEventListener('click', () => void payHosted());
  view.close.addEventListener('click', close);
  view.deliver.addEventListener('click', () => void deliver());
  view.ownPay.addEventListener('click', () => void ownPay());
  wireLiveSwitches({ view, handle: () => handle, onCallback, log: deps.log });

  return {
    /** Mounts the checkout saved before a reload, with the same client token. */
    resume(saved: SlotSession, tracked?: TrackedOrder): void {
      setStatus(saved.hosted ? 'Order paid on the hosted page.' : 'Checkout resumed after reload.');
      mount(saved, tracked);
    },

    /**
     * The buyer is back from the hosted page with an order id. The shop shows the order as its
     * server reads it from the service (the status in the URL is only what the page said).
     */
    async returned(orderId: string, reported: string | undefined): Promise<void> {
      handle?.unmount();
      handle = undefined;
      setStatus('Back from the hosted page: reading the order…');
      const result = await getOrder(orderId);
      deps.log('shop', 'hosted-return', {
        orderId,
        reportedStatus: reported ?? null,
        ...(result.ok ? { status: result.value.status } : { code: result.problem.code }),
      });
      if (!result.ok) {
        setStatus(`The order from the hosted page could not be read. ${result.problem.message}`);
        return;
      }
      const order = result.value;
      const next: SlotSession = {
        clientToken: '',
        baseUrl: '',
        referenceId: order.referenceId ?? '',
        orderId: order.id,
        scenario: deps.scenario(),
        merchantDelivers: false,
        hosted: true,
      };
      deps.persist(next);
      mount(next);
      setStatus(
        `Back from the hosted page: the payment service says order ${order.id} is ${order.status}.`,
      );
    },

    /** A return the page could not use: said on the card, nothing else changes. */
    refusedReturn(message: string): void {
      deps.log('shop', 'hosted-return-refused', { message });
      setStatus(`The return from the hosted page was not used. ${message}`);
    },

    snapshot: () => (session ? { ...session } : null),
  };
}
