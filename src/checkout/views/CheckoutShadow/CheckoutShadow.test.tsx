import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../../model.js';
import { CHECKOUT_CSS } from '../../styles.js';
import { loadedModel } from '../../testing/setup.js';
import { CheckoutShadow } from './CheckoutShadow.js';

vi.mock(
  '../../../slices/card/widget/CardFrame.js',
  () => import('../../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

describe('CheckoutShadow', () => {
  it('renders the checkout inside an open shadow root, with the host variables', async () => {
    ({ model } = await loadedModel({
      options: { appearance: { variables: { '--nftc-color-primary': '#0a5cff' } } },
    }));
    const { container } = render(<CheckoutShadow model={model} />);
    const host = container.querySelector('.nftc-host');
    const root = host?.shadowRoot;
    expect(root?.mode).toBe('open');
    // Nothing of the checkout sits in the light DOM, where page CSS would reach it.
    expect(host?.childNodes).toHaveLength(0);
    expect(root?.querySelector('.nftc-root')?.getAttribute('data-step')).toBe('details');
    // jsdom cannot adopt stylesheets: the <style> fallback carries the same CSS.
    const css = root?.querySelector('style')?.textContent ?? '';
    expect(css.startsWith(CHECKOUT_CSS)).toBe(true);
    expect(css).toContain('--nftc-color-primary: #0a5cff;');
  });
});
