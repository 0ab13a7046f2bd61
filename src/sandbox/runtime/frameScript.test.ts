import { describe, expect, it } from 'vitest';
import { createFrameScript } from './frameScript.js';

describe('createFrameScript', () => {
  it('bundles src/frame/main.ts with esbuild when no build exists, once', async () => {
    const script = createFrameScript({ built: '/nonexistent/frames.js' });
    const first = await script();
    expect(first).toMatch(/^\(\(\)=>\{|^"use strict";\(\(\)=>\{/);
    expect(first).not.toContain('__NFTC_VERSION__');
    expect(await script()).toBe(first);
  }, 30_000);
});
