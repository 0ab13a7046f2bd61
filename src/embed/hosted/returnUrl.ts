/** The query parameters the return URL sets; the redirect_url's own ones of these names go. */
const SET = ['order_id', 'status'];

function keyOf(pair: string): string {
  const key = pair.split('=')[0] ?? '';
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}

/**
 * `redirectUrl` with `order_id` and `status` appended, as the buyer returns to the shop. The
 * URL's other query parameters stay exactly as written (not re-encoded) and its #fragment stays;
 * an `order_id` or `status` it already had is replaced. Only http(s) URLs are built: anything
 * else throws, so no other scheme can reach a link.
 */
export function returnUrl(redirectUrl: string, orderId: string, status: string): string {
  const url = new URL(redirectUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new TypeError('redirect_url must be an http(s) URL.');
  }
  const kept = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair !== '' && !SET.includes(keyOf(pair)));
  kept.push(`order_id=${encodeURIComponent(orderId)}`, `status=${encodeURIComponent(status)}`);
  url.search = `?${kept.join('&')}`;
  return url.href;
}
