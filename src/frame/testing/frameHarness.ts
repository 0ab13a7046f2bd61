import { vi } from 'vitest';
import type { FramePageInput } from '../page.js';

export const HOST = 'https://shop.example';
export const FRAME_BASE = 'https://svc.example/v1/checkout/card-frame';
export const TAX_ID_FRAME_BASE = 'https://svc.example/v1/checkout/tax-id-frame';
export const DOCUMENT_FRAME_BASE = 'https://svc.example/v1/checkout/document-frame';

/** Puts a frame page's body into the test document, node by node. */
export function loadFramePage(page: (input: FramePageInput) => string, origin = HOST): void {
  const parsed = new DOMParser().parseFromString(
    page({ scriptUrl: '/v1/checkout/frames.js', origin }),
    'text/html',
  );
  document.body.replaceChildren(
    ...[...parsed.body.childNodes].map((node) => document.importNode(node, true)),
  );
  document.documentElement.className = '';
}

/**
 * A window as the frame sees it: its own events, a query string (the host's origin and the
 * checkout's locale, as the widget writes them), and a parent that records.
 */
export function fakeFrameWindow(
  search = `?origin=${encodeURIComponent(HOST)}&locale=en-US`,
  base = FRAME_BASE,
) {
  const target = new EventTarget();
  const parent = { postMessage: vi.fn() };
  const win = Object.assign(target, {
    document,
    parent,
    location: { search, href: `${base}${search}` },
  }) as unknown as Window;
  /** Delivers a message as if posted by `source` from `origin` (the host by default). */
  const send = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = Object.assign(new Event('message'), {
      data,
      origin: from.origin ?? HOST,
      source: 'source' in from ? from.source : parent,
    });
    target.dispatchEvent(event);
  };
  const posted = () => parent.postMessage.mock.calls.map(([message]) => message);
  return { win, parent, send, posted };
}

export function type(id: string, value: string): HTMLInputElement {
  const input = document.getElementById(id) as HTMLInputElement;
  input.focus();
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  return input;
}

/** Chooses `file` in a file input as the browser's picker does: the input focused, then `change`. */
export function choose(id: string, file: File): HTMLInputElement {
  const input = document.getElementById(id) as HTMLInputElement;
  input.focus();
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
  return input;
}
