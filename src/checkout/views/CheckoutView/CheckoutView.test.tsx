// How the view is used and looks: keyboard order, the locale's formats, the theme, and the kind
// of input that draws the focus ring.
import { fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutModel } from '../../model.js';
import { session } from '../../testing/fakeService.js';
import { loadedModel } from '../../testing/setup.js';
import { root } from '../../testing/viewQueries.js';
import { CheckoutView } from './CheckoutView.js';

vi.mock(
  '../../../slices/card/widget/CardFrame.js',
  () => import('../../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

describe('CheckoutView', () => {
  it('is operable by keyboard with native controls, in DOM order', async () => {
    const made = await loadedModel();
    model = made.model;
    const { container } = render(<CheckoutView model={model} />);
    // Enter in a field submits the form (implicit submission): the details need no mouse.
    const form = screen.getByRole('textbox', { name: 'First name' }).closest('form')!;
    fireEvent.submit(form);
    expect(root(container).dataset.step).toBe('payment');
    // Radios in one group: arrow keys move between the methods.
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.length).toBe(2);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    // Nothing is taken out of the tab order or pushed ahead of it; only the step heading has a
    // tabindex, -1, so that script can focus it.
    const withTabIndex = [...container.querySelectorAll('[tabindex]')];
    expect(withTabIndex.map((el) => [el.tagName, el.getAttribute('tabindex')])).toEqual([
      ['H2', '-1'],
    ]);
    for (const button of screen.getAllByRole('button')) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toMatch(/^(button|submit)$/);
    }
  });

  it('formats the quantity, the price and the expiry in the locale, words in English', async () => {
    const made = await loadedModel({
      options: { locale: 'de-DE' },
      session: session({
        nft: {
          name: 'Genesis #1',
          imageUrl: 'https://example.com/nft/1.png',
          price: 1234.5,
          quantity: 1200,
          currencyCode: 'usd',
        },
      }),
    });
    model = made.model;
    render(<CheckoutView model={model} />);
    // The summary shows once the locale's number formats are set up, in quiet time.
    expect(await screen.findByText('Quantity: 1.200')).toBeTruthy();
    expect(screen.getByText(/^1\.234,50\s\$$/)).toBeTruthy();
    expect(screen.getByText(/^\(until \d{2}:\d{2}\)$/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeTruthy();
  });

  it('applies the theme to the root', async () => {
    ({ model } = await loadedModel({ options: { appearance: { theme: 'dark' } } }));
    const { container } = render(<CheckoutView model={model} />);
    expect(root(container).dataset.theme).toBe('dark');
  });

  it("remembers the buyer's last kind of input, which draws the focused heading's ring", async () => {
    ({ model } = await loadedModel());
    const { container } = render(<CheckoutView model={model} />);
    const field = screen.getByLabelText('First name');
    expect(root(container).dataset.input).toBeUndefined();
    fireEvent.keyDown(field, { key: 'Tab' });
    expect(root(container).dataset.input).toBe('keyboard');
    fireEvent.pointerDown(field);
    expect(root(container).dataset.input).toBe('pointer');
  });
});
