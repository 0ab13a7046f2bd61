import { catalogItem } from '../../catalog.js';
import { RETURN_PAGES } from '../../returnPages.js';

/**
 * The shop's side of the service's hosted page: which shop page the buyer comes back to, and
 * reading the return (`?hosted=<item>&order_id=…&status=…`). Everything in the query is checked
 * before use; the order itself is then read from the shop's server, never taken from the URL.
 */

const ACCEPTED: ReadonlySet<string> = new Set(RETURN_PAGES);

/** This page, as one of the shop pages the hosted page may send the buyer back to. */
export function returnPage(pathname: string): string {
  const page = pathname.replace(/\/index\.html$/, '/');
  return ACCEPTED.has(page) ? page : '/';
}

/** Same rule as the server's: letters, digits, - and _, at most 100. */
const ORDER_ID = /^[A-Za-z0-9_-]{1,100}$/;
const STATUS = /^[A-Za-z]{1,20}$/;
const RETURN_PARAMS = ['hosted', 'order_id', 'status'];

export type HostedReturn =
  | { kind: 'none' }
  | { kind: 'invalid'; item: string | undefined; message: string }
  | { kind: 'returned'; item: string; orderId: string; status: string | undefined };

export function readHostedReturn(params: URLSearchParams): HostedReturn {
  const marker = params.get('hosted');
  if (marker === null) return { kind: 'none' };
  const item = catalogItem(marker)?.id;
  if (!item) return { kind: 'invalid', item: undefined, message: 'The return names no product.' };
  const orderId = params.get('order_id');
  if (orderId === null) {
    return { kind: 'invalid', item, message: 'The hosted page sent no order id back.' };
  }
  if (!ORDER_ID.test(orderId)) {
    return { kind: 'invalid', item, message: 'The order id sent back is not valid.' };
  }
  const status = params.get('status');
  return {
    kind: 'returned',
    item,
    orderId,
    status: status !== null && STATUS.test(status) ? status : undefined,
  };
}

/** The URL without the return's parameters: a reload does not read the return again. */
export function withoutReturn(href: string): string {
  const url = new URL(href);
  for (const name of RETURN_PARAMS) url.searchParams.delete(name);
  return url.href;
}

/** The hosted page's URL as the server answered it, if it is an http(s) URL. */
export function hostedPageUrl(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}
