import { afterEach, describe, expect, it, vi } from 'vitest';
import { taxIdFramePage } from './taxIdPage.js';
import { loadFramePage } from './testing/frameHarness.js';

vi.mock('./app.js', () => ({ startCardFrame: vi.fn() }));
vi.mock('./taxIdApp.js', () => ({ startTaxIdFrame: vi.fn() }));

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

/** The frame script, run as the page loads it. */
async function runMain() {
  await import('./main.js');
  const { startCardFrame } = await import('./app.js');
  const { startTaxIdFrame } = await import('./taxIdApp.js');
  return { startCardFrame, startTaxIdFrame };
}

describe('the frame script', () => {
  it('starts the tax-id app on the tax-id page', async () => {
    loadFramePage(undefined, taxIdFramePage);
    const { startCardFrame, startTaxIdFrame } = await runMain();
    expect(startTaxIdFrame).toHaveBeenCalledWith(window);
    expect(startCardFrame).not.toHaveBeenCalled();
  });

  it('starts the card app otherwise', async () => {
    loadFramePage();
    const { startCardFrame, startTaxIdFrame } = await runMain();
    expect(startCardFrame).toHaveBeenCalledWith(window);
    expect(startTaxIdFrame).not.toHaveBeenCalled();
  });
});
