import { expect } from '@playwright/test';
import type { CatalogItemId } from '../../demo/catalog.js';
import type { Scenario } from '../../demo/scenarios.js';
import { SANDBOX_ORIGIN } from '../fixtures/env.js';
import type { NetworkRecorder } from '../fixtures/network.js';
import { type CheckoutWidget, TERMINAL_TIMEOUT } from './CheckoutWidget.js';
import type { ShopPage } from './ShopPage.js';

const TERMINAL_CALLBACKS = ['complete', 'declined', 'cancelled', 'expired'] as const;

/** The fields every order callback carries (the widget's event union). */
export interface OrderCallback {
  type: string;
  id: string;
  sequence: number;
  orderId: string;
  referenceId: string | null;
  status: string;
  reasonCode?: string;
  txHash?: string;
  order: { id: string; status: string; withdrawal?: { txHash?: string } };
}

const STEP_OF = {
  complete: 'complete',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
} as const;

/**
 * Waits for the scenario's terminal screen and checks the callbacks: exactly one of the expected
 * kind, for this order (orderId and referenceId the shop got from its server), with the reason
 * code or transaction hash, and no other terminal callback. Given the page's network, it also
 * waits, for a final status, until the checkout has stopped following the order, and counts
 * again: nothing can arrive after that.
 */
export async function expectOutcome(
  shop: ShopPage,
  widget: CheckoutWidget,
  scenario: Scenario,
  item: CatalogItemId = 'aurora',
  network?: NetworkRecorder,
): Promise<OrderCallback> {
  const event = scenario.outcome.event;
  if (event === 'refused') throw new Error(`${scenario.id} never opens a checkout`);
  await widget.expectStep(STEP_OF[event], TERMINAL_TIMEOUT);
  const session = await shop.openSession(item);
  const payload = await shop.singleCallback<OrderCallback>(item, event);
  expect(payload).toMatchObject({
    type: event,
    orderId: session.orderId,
    referenceId: session.referenceId,
  });
  expect(typeof payload.id).toBe('string');
  expect(payload.sequence).toBeGreaterThan(0);
  if (scenario.outcome.reasonCode) expect(payload.reasonCode).toBe(scenario.outcome.reasonCode);
  if (event === 'complete') {
    expect(payload.txHash).toMatch(/^0x[0-9a-f]+$/i);
    await expect(widget.root.getByText('Transaction hash')).toBeVisible();
    await expect(widget.transactionHash()).toHaveText(payload.txHash!);
  }
  if (event === 'cancelled' && scenario.outcome.beforePayment) {
    await expect(widget.notChargedNotice()).toBeVisible();
  } else if (event === 'cancelled') {
    await expect(widget.refundNotice()).toBeVisible();
  }
  if (event === 'declined') {
    await expect(widget.button('Try another payment method')).toBeVisible();
  }

  if (network && event !== 'declined') {
    if (network.recording) {
      await expect
        .poll(() => network.pending(SANDBOX_ORIGIN), { message: 'requests still open' })
        .toEqual([]);
    }
    expect(await shop.callbacks(item, event), `still one "${event}" callback`).toHaveLength(1);
  }

  const others = TERMINAL_CALLBACKS.filter((name) => name !== event);
  for (const name of others) {
    expect(await shop.callbacks(item, name), `no "${name}" callback`).toHaveLength(0);
  }
  const processed = await shop.callbacks(item, 'processed');
  expect(processed, 'processed callbacks').toHaveLength(scenario.outcome.processedFirst ? 1 : 0);
  if (processed[0]) {
    const first = processed[0].payload as OrderCallback;
    expect(first.orderId).toBe(session.orderId);
    expect(first.sequence).toBeLessThan(payload.sequence);
  }
  return payload;
}
