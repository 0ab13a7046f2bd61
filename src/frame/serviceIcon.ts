/**
 * The service's icon, declared by the pages a browser shows on their own (the hosted checkout, the
 * bank's challenge opened in a window). A page that declares none makes the browser ask for
 * /favicon.ico, and the page's policy blocks that: a violation on every load. The icon is of the
 * service origin, so the pages' `img-src 'self'` allows it; the sandbox serves it (hosted/icon.ts).
 */
export const SERVICE_ICON_PATH = '/checkout/icon.svg';

export const SERVICE_ICON_LINK = `<link rel="icon" type="image/svg+xml" href="${SERVICE_ICON_PATH}">`;
