// 3-D Secure: the bank's challenge opens inside the checkout, served by the service. Each test
// card reaches its outcome with one terminal callback; a failed challenge shows the declined
// screen, a cancelled one leads back to the payment step, and the host hears the same of both
// (docs/decisions.md); a reload shows the same challenge again without a second payment.
// Keyboard only and axe clean in the challenge.
import type { Page } from '@playwright/test';
import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { recordChanges } from '../../fixtures/changeEvents.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { payWith } from '../../models/flows.js';
import { tabTo } from '../../models/keyboard.js';
import { expectOutcome } from '../../models/outcomes.js';
import type { ShopPage } from '../../models/ShopPage.js';

const challenge = findScenario('challenge')!;
const complete = findScenario('card-us-credit')!;
const declined = (reasonCode: string) => ({
  ...challenge,
  outcome: { event: 'declined' as const, reasonCode },
});

test.describe.configure({ timeout: 120_000 });

/**
 * What the host hears of a challenge that did not pass (failed or cancelled): one
 * action_resolved `failed` and one declined AUTHENTICATION_FAILED, with attempts left.
 */
async function expectAuthenticationFailed(shop: ShopPage) {
  const required = await shop.singleCallback('aurora', 'action_required');
  expect(await shop.singleCallback('aurora', 'action_resolved')).toMatchObject({
    id: `${required.id}:resolved`,
    outcome: 'failed',
  });
  expect(await shop.singleCallback('aurora', 'declined')).toMatchObject({
    reasonCode: 'AUTHENTICATION_FAILED',
    attemptsLeft: 2,
  });
}

const bankFrame = (widget: CheckoutWidget) =>
  widget.root.locator('iframe[title="Confirm the payment with your bank"]').contentFrame();

async function expectChallenge(widget: CheckoutWidget) {
  await expect(widget.heading('Confirm with your bank')).toBeVisible({ timeout: 15_000 });
  await expect(widget.root.getByText('Your bank asks you to confirm this payment.')).toBeVisible();
  await expect(
    bankFrame(widget).getByRole('heading', { name: 'Confirm your payment' }),
  ).toBeVisible();
}

async function expectAccessibleEverywhere(page: Page, where: string) {
  await expectAccessible(page, where);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 720 });
  await expectAccessible(page, `${where}, 320 px`);
  if (size) await page.setViewportSize(size);
}

test('a challenge completed by keyboard: Processed, then Complete, one confirm', {
  tag: '@frames',
}, async ({ shop, page, network }) => {
  await shop.goto({ scenario: challenge.id });
  const widget = await shop.buy();
  await payWith(widget, challenge.payWith);
  await expectChallenge(widget);
  await expect(bankFrame(widget).getByText(/Visa ending in 0019/)).toBeVisible();
  await expectAccessibleEverywhere(page, 'bank challenge');
  await tabTo(page, bankFrame(widget).getByRole('button', { name: 'Complete authentication' }));
  await page.keyboard.press('Enter');
  await expectOutcome(shop, widget, challenge, 'aurora', network);
  expect(network.count(SANDBOX_ORIGIN, 'POST', '/v1/checkout/confirm')).toBe(1);
  // The host heard the challenge and how it ended, once each.
  const session = await shop.openSession();
  const required = await shop.singleCallback('aurora', 'action_required');
  const resolved = await shop.singleCallback('aurora', 'action_resolved');
  expect(required).toMatchObject({ orderId: session.orderId, action: 'challenge' });
  expect(resolved).toMatchObject({ id: `${required.id}:resolved`, outcome: 'authenticated' });
});

test('a failed challenge shows the declined screen: AUTHENTICATION_FAILED, one declined callback', async ({
  shop,
  page,
  embed,
  network,
}) => {
  const changes = await recordChanges(page, embed);
  await shop.goto({ scenario: challenge.id });
  const widget = await shop.buy();
  await payWith(widget, challenge.payWith);
  await expectChallenge(widget);
  await bankFrame(widget).getByRole('button', { name: 'Fail authentication' }).click();
  await expectOutcome(shop, widget, declined('AUTHENTICATION_FAILED'), 'aurora', network);
  await expectAuthenticationFailed(shop);
  await expect(
    widget.root.getByText(
      'Your bank could not confirm this payment. Try again or use another card.',
    ),
  ).toBeVisible();
  // The bank's verdict stays on screen; the buyer chooses to try another card from there.
  if (changes) expect((await changes()).slice(-3)).toEqual(['review', 'processing', 'declined']);
  await widget.button('Try another payment method').click();
  await widget.expectStep('payment');
  if (changes) expect((await changes()).at(-1)).toBe('payment');
});

test('the code card: a wrong code is refused in the bank page, 123456 completes', async ({
  shop,
  network,
}) => {
  await shop.goto({ scenario: challenge.id });
  const widget = await shop.buy();
  await payWith(widget, { kind: 'card', number: TEST_CARDS.challengeCode });
  await expectChallenge(widget);
  const bank = bankFrame(widget);
  await bank.getByLabel('One-time code').fill('000000');
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expect(bank.getByText(/That code is not right: 2 tries left/)).toBeVisible();
  await bank.getByLabel('One-time code').fill('123456');
  await bank.getByRole('button', { name: 'Confirm' }).click();
  await expectOutcome(shop, widget, challenge, 'aurora', network);
});

test('cancel the challenge: back to payment, pay with a frictionless card, Complete', {
  tag: '@requests',
}, async ({ shop, page, embed, network }) => {
  const changes = await recordChanges(page, embed);
  await shop.goto({ scenario: challenge.id });
  const widget = await shop.buy();
  await payWith(widget, challenge.payWith);
  await expectChallenge(widget);
  await bankFrame(widget).getByRole('button', { name: 'Cancel' }).click();
  await widget.expectStep('payment', 15_000);
  // The host hears the same as for a failed challenge; the buyer is back on the payment step.
  await expectAuthenticationFailed(shop);
  // `change` passes through declined (the order was declined) and on to payment at once; the
  // declined screen is never drawn (docs/decisions.md: a cancelled challenge goes back to payment).
  if (changes) {
    expect((await changes()).slice(-4)).toEqual(['review', 'processing', 'declined', 'payment']);
  }
  await widget.fillCard(TEST_CARDS.frictionless);
  await widget.continueToReview();
  await widget.payButton().click();
  await widget.expectStep('complete', 30_000);
  expect((await shop.singleCallback('aurora', 'complete')).orderId).toBeTruthy();
  // The cancelled challenge was a decline of the first attempt, told to the host once.
  const [decline] = await shop.callbacks('aurora', 'declined');
  expect(await shop.callbacks('aurora', 'declined')).toHaveLength(1);
  expect(decline?.payload).toMatchObject({ reasonCode: 'AUTHENTICATION_FAILED' });
  expect(network.count(SANDBOX_ORIGIN, 'POST', '/v1/checkout/confirm')).toBe(2);
});

test('a reload during the challenge shows it again: same order, no second payment', {
  tag: '@requests',
}, async ({ shop, page, network }) => {
  await shop.goto({ scenario: challenge.id });
  const widget = await shop.buy();
  await payWith(widget, challenge.payWith);
  await expectChallenge(widget);
  const before = await shop.openSession();
  await page.reload();
  await page.waitForFunction(() => window.nftcDemo !== undefined);
  const again = shop.widget();
  await expectChallenge(again);
  expect((await shop.openSession()).orderId).toBe(before.orderId);
  await bankFrame(again).getByRole('button', { name: 'Complete authentication' }).click();
  await expectOutcome(shop, again, challenge, 'aurora', network);
  expect(network.count(SANDBOX_ORIGIN, 'POST', '/v1/checkout/confirm')).toBe(1);
  // Told before the reload, not again after it.
  expect(await shop.callbacks('aurora', 'action_required')).toHaveLength(1);
  expect(await shop.callbacks('aurora', 'action_resolved')).toHaveLength(1);
});

for (const [name, number, reasonCode] of [
  ['authentication unavailable', TEST_CARDS.authenticationUnavailable, 'AUTHENTICATION_FAILED'],
  ['a challenge, then the issuer declines', TEST_CARDS.challengeThenDeclined, 'CARD_DECLINED'],
] as const) {
  test(`${name}: Declined ${reasonCode}, one declined callback`, async ({ shop, network }) => {
    await shop.goto({ scenario: challenge.id });
    const widget = await shop.buy();
    await payWith(widget, { kind: 'card', number });
    if (reasonCode === 'CARD_DECLINED') {
      await expectChallenge(widget);
      await bankFrame(widget).getByRole('button', { name: 'Complete authentication' }).click();
    }
    await expectOutcome(shop, widget, declined(reasonCode), 'aurora', network);
  });
}

test('a frictionless card completes without a challenge', async ({ shop, network }) => {
  await shop.goto({ scenario: challenge.id });
  const widget = await shop.buy();
  await payWith(widget, { kind: 'card', number: TEST_CARDS.frictionless });
  await expectOutcome(shop, widget, complete, 'aurora', network);
  await expect(widget.heading('Confirm with your bank')).toHaveCount(0);
});
