import { RETURN_PAGES, type ReturnPage } from '../returnPages.js';

/**
 * The service's hosted checkout page, as the shop opens it: `{service origin}/checkout` with the
 * client token and a `redirect_url` back to one of the shop's own pages. The page to return to
 * is picked from this fixed list (never a URL the browser sent), and the marker `hosted=<item>`
 * tells the shop page, when the buyer comes back with `order_id` and `status`, which product the
 * order is for.
 */
export { RETURN_PAGES, type ReturnPage };

/** The query parameter that marks a return from the hosted page; its value is the item id. */
export const HOSTED_MARKER = 'hosted';

export interface HostedCheckoutInput {
  /** The service's base URL, ending in /v1. */
  serviceUrl: string;
  clientToken: string;
  /** The shop's origin, registered with the service as a redirect origin. */
  shopOrigin: string;
  page: ReturnPage;
  item: string;
  scenario: string;
}

export function hostedCheckoutUrl(input: HostedCheckoutInput): string {
  const back = new URL(input.page, input.shopOrigin);
  back.searchParams.set('scenario', input.scenario);
  back.searchParams.set(HOSTED_MARKER, input.item);
  const url = new URL('/checkout', new URL(input.serviceUrl).origin);
  url.searchParams.set('client_token', input.clientToken);
  url.searchParams.set('redirect_url', back.href);
  return url.href;
}
