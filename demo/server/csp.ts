/**
 * The strict Content-Security-Policy of the `/strict/` pages: what a careful merchant would send.
 * Scripts and styles only from files of the page's own origin, images only from the NFT image
 * origin, network and frames only to the service (and the merchant's own API), and DOM sinks
 * locked by Trusted Types.
 */
export interface CspOrigins {
  /** Origin of the NFT images (the demo server). */
  imageOrigin: string;
  /** Origin of the checkout service (the sandbox). */
  serviceOrigin: string;
}

export function strictCsp({ imageOrigin, serviceOrigin }: CspOrigins): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src ${imageOrigin}`,
    // 'self' is the merchant's own API (client tokens, delivery), not the widget.
    `connect-src 'self' ${serviceOrigin}`,
    `frame-src ${serviceOrigin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
  ].join('; ');
}
