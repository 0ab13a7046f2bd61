import { CATALOG, catalogItem } from '../../catalog.js';
import { createCheckoutSlot } from './checkoutSlot.js';
import { byId } from './dom.js';
import { createEventLog } from './eventLog.js';
import { createFulfilment } from './fulfilment.js';
import { readHostedReturn, returnPage, withoutReturn } from './hostedReturn.js';
import type { OrderWebhooks } from './merchantApi.js';
import { renderProductCard } from './productCard.js';
import { createScenarioPicker } from './scenarioPicker.js';
import { createShopStorage } from './storage.js';
import type { EmbedAdapter, LogEntry, SlotSession } from './types.js';

/** What the e2e suite reads from the page (`window.nftcDemo`). */
export interface ShopTestHook {
  embed: EmbedAdapter['embed'];
  strictCsp: boolean;
  events: LogEntry[];
  slot(item: string): SlotSession | null;
  /** What the shop's server last said about the card's order (its webhooks, its fulfilment). */
  fulfilment(item: string): OrderWebhooks | null;
}

declare global {
  interface Window {
    nftcDemo?: ShopTestHook;
  }
}

const PAGE_OF: Record<EmbedAdapter['embed'], string> = {
  npm: '/',
  'script-tag': '/script-tag.html',
  element: '/element.html',
  react: '/react.html',
};

function expiresInParam(params: URLSearchParams): number | undefined {
  const n = Number(params.get('expiresIn'));
  return Number.isInteger(n) && n >= 1 && n <= 3600 ? n : undefined;
}

function describePage(adapter: EmbedAdapter, strict: boolean): void {
  byId('embed-snippet').textContent = adapter.snippet;
  byId('embed-description').textContent = adapter.description;
  byId('csp-badge').hidden = !strict;
  const strictLink = byId<HTMLAnchorElement>('strict-link');
  strictLink.href = strict ? PAGE_OF[adapter.embed] : `/strict${PAGE_OF[adapter.embed]}`;
  strictLink.textContent = strict
    ? 'Open this page without the strict CSP'
    : 'Open this page under a strict Content-Security-Policy';
}

/** Builds the shop around one way of embedding the checkout. */
export function startShop(adapter: EmbedAdapter): void {
  const params = new URLSearchParams(location.search);
  const strict = location.pathname.startsWith('/strict/');
  const storage = createShopStorage(`nftc-demo:${adapter.embed}`);
  const saved = storage.load();
  describePage(adapter, strict);

  const picker = createScenarioPicker(
    { select: byId('scenario'), expect: byId('scenario-expect'), pay: byId('scenario-pay') },
    params,
  );
  const save = () =>
    storage.save({ slots: saved.slots, tracked: saved.tracked, events: log.entries });
  const log = createEventLog(
    { list: byId('event-log'), empty: byId('log-empty'), clearButton: byId('log-clear') },
    saved.events,
    (id) => catalogItem(id)?.name ?? id,
    save,
  );

  const catalog = byId('catalog');
  const slots = new Map<string, ReturnType<typeof createCheckoutSlot>>();
  const fulfilments = new Map<string, ReturnType<typeof createFulfilment>>();
  for (const item of CATALOG) {
    const view = renderProductCard(item);
    catalog.append(view.root);
    const fulfilment = createFulfilment({
      view: view.fulfilment,
      log: (source, name, payload, at) => log.add(item.id, source, name, payload, at),
      persist: (tracked) => {
        if (tracked) saved.tracked[item.id] = tracked;
        else delete saved.tracked[item.id];
        save();
      },
    });
    fulfilments.set(item.id, fulfilment);
    const slot = createCheckoutSlot({
      item,
      view,
      adapter,
      scenario: picker.current,
      expiresIn: expiresInParam(params),
      phone: params.get('phone') ?? undefined,
      customer: params.get('customer') ?? undefined,
      returnPage: returnPage(location.pathname),
      log: (source, name, payload) => log.add(item.id, source, name, payload),
      persist: (session) => {
        if (session) saved.slots[item.id] = session;
        else delete saved.slots[item.id];
        save();
      },
      fulfilment,
    });
    slots.set(item.id, slot);
  }

  const back = readHostedReturn(params);
  if (back.kind !== 'none') history.replaceState(null, '', withoutReturn(location.href));
  for (const [id, slot] of slots) {
    if (back.kind === 'returned' && back.item === id) {
      void slot.returned(back.orderId, back.status);
    } else if (back.kind === 'invalid' && back.item === id) {
      slot.refusedReturn(back.message);
    } else {
      const previous = saved.slots[id];
      if (previous) slot.resume(previous, saved.tracked[id]);
    }
  }
  if (back.kind === 'invalid' && back.item === undefined) {
    log.add('shop', 'shop', 'hosted-return-refused', { message: back.message });
  }

  window.nftcDemo = {
    embed: adapter.embed,
    strictCsp: strict,
    events: log.entries,
    slot: (id) => slots.get(id)?.snapshot() ?? null,
    fulfilment: (id) => fulfilments.get(id)?.snapshot() ?? null,
  };
}
