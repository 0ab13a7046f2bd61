import { describe, expect, it } from 'vitest';
import { createScript, FRAMES_SCRIPT, TEST_WALLET_SCRIPT } from './browserScript.js';

describe('createScript', () => {
  it('bundles the source with esbuild when no build exists, once', async () => {
    const script = createScript({ ...FRAMES_SCRIPT, built: '/nonexistent/frames.js' });
    const first = await script();
    expect(first).toMatch(/^\(\(\)=>\{|^"use strict";\(\(\)=>\{/);
    expect(first).not.toContain('__NFTC_VERSION__');
    expect(await script()).toBe(first);
  }, 30_000);

  it("keeps the test wallet's script apart from the frames'", async () => {
    const wallet = await createScript({ ...TEST_WALLET_SCRIPT, built: '/nonexistent/x.js' })();
    const frames = await createScript({ ...FRAMES_SCRIPT, built: '/nonexistent/y.js' })();
    expect(wallet).toContain('sheetRequest');
    expect(frames).not.toContain('sheetRequest');
  }, 30_000);
});
