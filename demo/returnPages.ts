/**
 * The shop pages the hosted checkout may send a buyer back to: the server picks the
 * `redirect_url` from this list (never a URL the browser sent), and a page asks for itself by
 * its place in it. Shared by the pages and the server, like the catalog.
 */
export const RETURN_PAGES = [
  '/',
  '/script-tag.html',
  '/element.html',
  '/strict/',
  '/strict/script-tag.html',
  '/strict/element.html',
] as const;
export type ReturnPage = (typeof RETURN_PAGES)[number];
