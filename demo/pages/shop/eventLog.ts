import { h } from './dom.js';
import type { LogEntry } from './types.js';

/** A payload as plain JSON data: errors keep their code and message, functions are dropped. */
export function toPlain(payload: unknown): unknown {
  if (payload instanceof Error) {
    const code = (payload as Error & { code?: unknown }).code;
    return { name: payload.name, message: payload.message, ...(code ? { code } : {}) };
  }
  try {
    return JSON.parse(JSON.stringify(payload ?? null));
  } catch {
    return String(payload);
  }
}

const SUMMARY_KEYS = ['orderId', 'referenceId', 'status', 'reasonCode', 'txHash', 'code'];
/** A webhook's line: where it stands in the order's events, and that the server verified it. */
const WEBHOOK_KEYS = ['orderId', 'status', 'sequence'];

function summary(entry: LogEntry): string {
  const payload = entry.payload;
  if (!payload || typeof payload !== 'object') return '';
  const record = payload as Record<string, unknown>;
  const keys = entry.source === 'webhook' ? WEBHOOK_KEYS : SUMMARY_KEYS;
  const parts = keys
    .filter((key) => typeof record[key] === 'string' || typeof record[key] === 'number')
    .map((key) => `${key}: ${String(record[key])}`);
  if (entry.source === 'webhook' && record.verified === true) parts.push('signature verified');
  if (entry.source === 'webhook' && typeof record.received === 'number' && record.received > 1) {
    parts.push(`arrived ${record.received} times, counted once`);
  }
  return parts.join(' · ');
}

function renderEntry(entry: LogEntry, itemName: string): HTMLLIElement {
  const time = new Date(entry.at);
  const line = summary(entry);
  return h(
    'li',
    { class: 'log-entry', 'data-source': entry.source, 'data-name': entry.name },
    h(
      'div',
      { class: 'log-meta' },
      h('span', { class: `tag tag-${entry.source}` }, entry.name),
      h('span', { class: 'log-item' }, itemName),
      h('time', { datetime: entry.at }, time.toLocaleTimeString('en-US', { hour12: false })),
    ),
    line && h('p', { class: 'log-summary' }, line),
    h(
      'details',
      { class: 'log-details' },
      h('summary', {}, 'Payload'),
      h('pre', { class: 'log-payload' }, JSON.stringify(entry.payload, null, 2)),
    ),
  );
}

export interface EventLogView {
  list: HTMLOListElement;
  empty: HTMLElement;
  clearButton: HTMLButtonElement;
}

/**
 * The event log panel: every checkout callback with its payload, newest first. Entries are
 * also the test hook (`window.nftcDemo.events`), in the order they happened.
 */
export function createEventLog(
  view: EventLogView,
  initial: LogEntry[],
  itemName: (id: string) => string,
  onChange: (entries: LogEntry[]) => void,
) {
  const entries: LogEntry[] = [...initial];
  let seq = entries.reduce((max, e) => Math.max(max, e.seq), 0);

  function render(): void {
    view.list.replaceChildren(...entries.map((e) => renderEntry(e, itemName(e.item))).reverse());
    view.empty.hidden = entries.length > 0;
  }

  function add(
    item: string,
    source: LogEntry['source'],
    name: string,
    payload: unknown,
    at = new Date().toISOString(),
  ): void {
    seq += 1;
    const entry = {
      seq,
      at,
      item,
      source,
      name,
      payload: toPlain(payload),
    };
    entries.push(entry);
    view.list.prepend(renderEntry(entry, itemName(item)));
    view.empty.hidden = true;
    onChange(entries);
  }

  view.clearButton.addEventListener('click', () => {
    entries.length = 0;
    render();
    onChange(entries);
  });

  render();
  return { entries, add };
}
