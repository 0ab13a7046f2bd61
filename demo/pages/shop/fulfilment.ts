import { getOrderWebhooks, type OrderWebhooks } from './merchantApi.js';
import type { LogEntry } from './types.js';

/**
 * One product card's fulfilment panel: what the shop's server knows about the order from the
 * service's verified webhooks. It polls `GET /api/orders/{id}/webhooks`, adds each new delivery
 * to the event log beside the checkout's callbacks, and says where fulfilment stands in a polite
 * live region. The page only shows it: the server alone decides that an order is fulfilled.
 */

export interface FulfilmentView {
  /** `data-idle` while no order is followed: the panel draws nothing then. */
  root: HTMLElement;
  label: HTMLElement;
  /**
   * role="status": the fulfilment state, announced politely when it changes. Never hidden, so
   * it is in the accessibility tree before its first change.
   */
  status: HTMLElement;
  /** Webhooks received so far (not announced). */
  detail: HTMLElement;
}

/** What survives a reload: the order followed and the deliveries already logged. */
export interface TrackedOrder {
  orderId: string;
  logged: string[];
  deliveryLogged?: boolean;
}

export interface FulfilmentDeps {
  view: FulfilmentView;
  log: (source: LogEntry['source'], name: string, payload: unknown, at?: string) => void;
  persist: (tracked: TrackedOrder | undefined) => void;
  /** Poll interval; the e2e suite keeps the default. */
  intervalMs?: number;
}

export const POLL_MS = 1000;
/** Polling stops after this many answers without an end (10 minutes at the default). */
export const MAX_POLLS = 600;
/** At most this many webhook ids are remembered per order (the server keeps 64 deliveries). */
const MAX_LOGGED = 100;

export function fulfilmentText(state: OrderWebhooks | undefined): string {
  if (!state) return 'Waiting for the payment service’s confirmation…';
  switch (state.state) {
    case 'fulfilled':
      return 'Fulfilled: NFT delivered';
    case 'delivering':
      return 'Payment confirmed by the payment service: the shop is delivering the NFT…';
    case 'not-fulfilled':
      return `Not fulfilled: the order is ${state.status ?? 'closed'}${state.reasonCode ? ` (${state.reasonCode})` : ''}.`;
    default:
      return state.status === 'Declined'
        ? 'Not fulfilled: the payment was declined. Waiting for the payment service’s confirmation of another payment…'
        : 'Waiting for the payment service’s confirmation…';
  }
}

function detailText(state: OrderWebhooks | undefined): string {
  const count = state?.deliveries.length ?? 0;
  const last = state?.deliveries.at(-1);
  const parts = [
    count === 0
      ? 'No webhook received yet.'
      : `${count} verified webhook${count === 1 ? '' : 's'}, last ${last?.type} (#${last?.sequence}).`,
  ];
  if (state?.txHash) parts.push(`Transaction ${state.txHash}.`);
  if (state?.deliveryError)
    parts.push(`The service refused the shop’s delivery: ${state.deliveryError}`);
  return parts.join(' ');
}

export function createFulfilment(deps: FulfilmentDeps) {
  const { view } = deps;
  const intervalMs = deps.intervalMs ?? POLL_MS;
  let tracked: TrackedOrder | undefined;
  let latest: OrderWebhooks | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let polls = 0;
  // Bumped on every track/stop, so an answer for an order no longer followed is dropped.
  let generation = 0;

  function render(): void {
    view.root.toggleAttribute('data-idle', !tracked);
    view.label.hidden = !tracked;
    view.detail.hidden = !tracked;
    const text = tracked ? fulfilmentText(latest) : '';
    // Only a change is written: the live region announces what changes.
    if (view.status.textContent !== text) view.status.textContent = text;
    view.root.dataset.state = latest?.state ?? 'waiting';
    view.detail.textContent = tracked ? detailText(latest) : '';
  }

  function absorb(state: OrderWebhooks): void {
    if (!tracked) return;
    latest = state;
    let changed = false;
    for (const delivery of state.deliveries) {
      if (tracked.logged.includes(delivery.eventId)) continue;
      tracked.logged.push(delivery.eventId);
      if (tracked.logged.length > MAX_LOGGED) tracked.logged.shift();
      changed = true;
      deps.log(
        'webhook',
        delivery.type,
        { orderId: state.orderId, ...delivery },
        delivery.receivedAt,
      );
    }
    if (state.delivery && !tracked.deliveryLogged) {
      tracked.deliveryLogged = true;
      changed = true;
      deps.log(
        'merchant',
        'delivered-by-server',
        { orderId: state.orderId, txHash: state.delivery.transactionHash },
        state.delivery.at,
      );
    }
    if (changed) deps.persist(tracked);
    render();
  }

  async function poll(run: number): Promise<void> {
    if (!tracked || run !== generation) return;
    const result = await getOrderWebhooks(tracked.orderId);
    if (run !== generation) return;
    if (result.ok) absorb(result.value);
    polls += 1;
    const ended = latest?.state === 'fulfilled' || latest?.state === 'not-fulfilled';
    if (!ended && polls < MAX_POLLS) {
      timer = setTimeout(() => void poll(run), intervalMs);
    }
  }

  function stop(): void {
    generation += 1;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  return {
    /** Follows an order (again, after a reload: deliveries already logged stay logged). */
    track(next: TrackedOrder): void {
      stop();
      tracked = { ...next, logged: [...next.logged] };
      latest = undefined;
      polls = 0;
      deps.persist(tracked);
      render();
      void poll(generation);
    },
    /** Stops following (the checkout was closed). */
    clear(): void {
      stop();
      tracked = undefined;
      latest = undefined;
      deps.persist(undefined);
      render();
    },
    orderId: () => tracked?.orderId,
    snapshot: () => (latest ? { ...latest } : null),
  };
}

export type Fulfilment = ReturnType<typeof createFulfilment>;
