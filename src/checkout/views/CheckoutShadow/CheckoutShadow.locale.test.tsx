import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill } from '../../../api/text.js';
import { SETTLED } from '../../../test/deadlines.js';
import type { Catalog } from '../../locales/catalog.js';
import frenchDocument from '../../locales/fr/document.js';
import frenchMain from '../../locales/fr/main.js';
import frenchPurchase from '../../locales/fr/purchase.js';
import type { CheckoutModel } from '../../model.js';
import { checks, type FakeService, session, stateWithIdentity } from '../../testing/fakeService.js';
import { toReview } from '../../testing/modelHelpers.js';
import { loadedModel, NOW } from '../../testing/setup.js';
import { CheckoutShadow } from './CheckoutShadow.js';

vi.mock(
  '../../../slices/card/widget/CardFrame.js',
  () => import('../../../slices/card/widget/testing/CardFrameStub.js'),
);
vi.mock(
  '../../../slices/taxId/widget/TaxIdFrame.js',
  () => import('../../../slices/taxId/widget/testing/TaxIdFrameStub.js'),
);
vi.mock(
  '../../../slices/document/widget/DocumentFrame.js',
  () => import('../../../slices/document/widget/testing/DocumentFrameStub.js'),
);

// A live language change (handle.update({ locale })): every step redraws all its words and
// formats in the new language, and again in the first one when switched back.

type Words = (catalog: Catalog) => { heading: string; buttons: string[] };

const french: Catalog = { main: frenchMain, purchase: frenchPurchase, document: frenchDocument };
/** The English words each step is checked for, as shipped (the live catalog changes). */
const english = {
  main: { buttons: { back: 'Back', continueToPayment: 'Continue to payment' } },
  purchase: { buttons: { pay: (amount: string) => `Pay ${amount}` } },
} as const;

const money = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
/** The order expires 30 minutes after NOW (the fake session): said as a clock time. */
const expiry = (locale: string) =>
  new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(NOW + 30 * 60_000);

interface Case {
  step: string;
  reach(): Promise<CheckoutModel>;
  words: Words;
  english: { heading: string; buttons: string[] };
}

async function at(checksAsked: Parameters<typeof checks>[0], prepare?: (s: FakeService) => void) {
  const made = await loadedModel({ session: session({ checks: checks(checksAsked) }) });
  prepare?.(made.service);
  await made.model.next();
  return made.model;
}

const CASES: Case[] = [
  {
    step: 'details',
    reach: async () => (await loadedModel()).model,
    words: (c) => ({
      heading: c.main.headings.details,
      buttons: [c.main.buttons.continueToPayment],
    }),
    english: { heading: 'Your details', buttons: [english.main.buttons.continueToPayment] },
  },
  {
    step: 'phone',
    reach: () => at({ phone: true, taxId: false }),
    words: (c) => ({
      heading: c.purchase.phone.heading,
      buttons: [c.purchase.phone.send, c.main.buttons.back, c.main.buttons.continueToPayment],
    }),
    english: {
      heading: 'Verify your phone',
      buttons: ['Send code', english.main.buttons.back, english.main.buttons.continueToPayment],
    },
  },
  {
    step: 'taxId',
    reach: () => at({ phone: false, taxId: true }),
    words: (c) => ({
      heading: c.purchase.taxId.heading,
      buttons: [c.main.buttons.back, c.main.buttons.continueToPayment],
    }),
    english: {
      heading: 'Social Security number',
      buttons: [english.main.buttons.back, english.main.buttons.continueToPayment],
    },
  },
  {
    step: 'document',
    reach: () =>
      at({ phone: false, taxId: false, identity: true }, (service) =>
        service.setState(stateWithIdentity(['required'])),
      ),
    words: (c) => ({ heading: c.document.heading, buttons: [c.main.buttons.back] }),
    english: { heading: 'Confirm your identity', buttons: [english.main.buttons.back] },
  },
  {
    step: 'payment',
    reach: async () => {
      const { model } = await loadedModel();
      await model.next();
      return model;
    },
    words: (c) => ({
      heading: c.purchase.headings.payment,
      buttons: [c.main.buttons.back, c.main.buttons.continueToReview],
    }),
    english: {
      heading: 'Payment method',
      buttons: [english.main.buttons.back, 'Continue to review'],
    },
  },
  {
    step: 'review',
    reach: async () => {
      const { model } = await loadedModel();
      await toReview(model);
      return model;
    },
    words: (c) => ({
      heading: c.purchase.headings.review,
      buttons: [
        c.main.buttons.back,
        fill(c.purchase.buttons.pay, { amount: money('fr-FR', 12.34) }),
      ],
    }),
    english: {
      heading: 'Review and pay',
      buttons: [english.main.buttons.back, english.purchase.buttons.pay(money('en-US', 12.34))],
    },
  },
];

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

function draw(checkout: CheckoutModel) {
  const { container } = render(<CheckoutShadow model={checkout} />);
  const root = () =>
    container.querySelector('.nftc-host')?.shadowRoot?.querySelector<HTMLElement>('.nftc-root');
  return {
    root,
    heading: () => root()?.querySelector('h2')?.textContent,
    buttons: () => [...(root()?.querySelectorAll('button') ?? [])].map((b) => b.textContent),
  };
}

describe.each(CASES)('a live language change on the $step step', (c) => {
  it('redraws the heading, the buttons and the expiry time in each language at once', async () => {
    model = await c.reach();
    expect(model.step.value).toBe(c.step);
    const shown = draw(model);
    const expectWords = async (
      lang: string,
      words: { heading: string; buttons: string[] },
      until: string,
    ) => {
      await vi.waitFor(() => expect(shown.root()?.getAttribute('lang')).toBe(lang), SETTLED);
      expect(shown.heading()).toBe(words.heading);
      expect(shown.buttons()).toEqual(expect.arrayContaining(words.buttons));
      expect(shown.root()?.textContent).toContain(until);
    };
    const englishUntil = `until ${expiry('en-US')}`;
    await vi.waitFor(() => expect(shown.heading()).toBe(c.english.heading), SETTLED);
    await expectWords('en', c.english, englishUntil);

    model.update({ locale: 'fr-FR' });
    await expectWords(
      'fr',
      c.words(french),
      fill(french.purchase.countdown.until, { time: expiry('fr-FR') }),
    );

    model.update({ locale: 'en-US' });
    await expectWords('en', c.english, englishUntil);
  });
});
