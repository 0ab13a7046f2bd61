import { describe, expect, it } from 'vitest';
import { escapeHtml, frameCsp } from './page.js';

const origin = 'https://shop.example';

describe('escapeHtml', () => {
  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('frameCsp', () => {
  it('allows only same-origin script, style and connections, framed by the host only', () => {
    const csp = frameCsp(origin);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain(`frame-ancestors ${origin}`);
  });

  it('forbids framing when the origin is not an http(s) origin', () => {
    expect(frameCsp("x; script-src 'unsafe-inline'")).toContain("frame-ancestors 'none'");
    expect(frameCsp("x; script-src 'unsafe-inline'")).not.toContain('unsafe-inline');
  });
});
