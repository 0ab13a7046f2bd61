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

function summary(payload: unknown): string {
  if (!payload || typeof payload !== 'object') return '';
  const record = payload as Record<string, unknown>;
  return SUMMARY_KEYS.filter((key) => typeof record[key] === 'string')
    .map((key) => `${key}: ${record[key] as string}`)
    .join(' · ');
}

function renderEntry(entry: LogEntry, itemName: string): HTMLLIElement {
  const time = new Date(entry.at);
  const line = summary(entry.payload);
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

  function add(item: string, source: LogEntry['source'], name: string, payload: unknown): void {
    seq += 1;
    const entry = {
      seq,
      at: new Date().toISOString(),
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
