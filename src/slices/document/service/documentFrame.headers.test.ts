import { describe, expect, it } from 'vitest';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { getCardFrame } from '../../card/service/cardFrame.js';
import { getDocumentFrame } from './documentFrame.js';

const origin = 'https://shop.example:8443';

/** Calls a page handler with `?origin=` and returns the headers and body it wrote. */
function serve(handler: (ctx: RequestContext) => void) {
  let headers: Record<string, string> = {};
  let body = '';
  const res = {
    writeHead: (_status: number, written: Record<string, string>) => {
      headers = written;
    },
    end: (text: string) => {
      body = text;
    },
  };
  const query = new URLSearchParams({ origin });
  handler({ query, res } as unknown as RequestContext);
  return { headers, body };
}

describe('the document frame page', () => {
  it('allows blob: previews and the camera for the service only', () => {
    const { headers, body } = serve(getDocumentFrame);
    expect(headers['content-security-policy']).toBe(
      [
        "default-src 'none'",
        "script-src 'self'",
        "style-src 'self'",
        "connect-src 'self'",
        `frame-ancestors ${origin}`,
        "base-uri 'none'",
        "form-action 'none'",
        'img-src blob:',
      ].join('; '),
    );
    expect(headers['permissions-policy']).toBe('camera=(self)');
    expect(body).toContain('id="nftc-document-form"');
    expect(body).toContain('<script src="/v1/checkout/frames.js"');
  });

  it('leaves the other frame pages as they were', () => {
    const { headers } = serve(getCardFrame);
    expect(headers['permissions-policy']).toBeUndefined();
    expect(headers['content-security-policy']).not.toContain('img-src');
  });
});
