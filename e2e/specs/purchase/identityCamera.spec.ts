// The live camera in the document frame: Chromium's fake camera stands in for a webcam, so the
// buyer can take the document and selfie photos with "Use camera" and "Take photo" instead of
// choosing files; the photos still never pass through the host page.
import { randomUUID } from 'node:crypto';
import { findScenario, TEST_CARDS } from '../../../demo/scenarios.js';
import { chromiumLaunchOptions } from '../../fixtures/browser.js';
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import { expectAccessible } from '../../models/accessibility.js';
import type { CheckoutWidget } from '../../models/CheckoutWidget.js';
import { expectOutcome } from '../../models/outcomes.js';

const scenario = findScenario('identity-check')!;

test.use({
  // A moving test pattern for a camera, and camera access granted without a prompt.
  launchOptions: chromiumLaunchOptions([
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ]),
});
test.describe.configure({ timeout: 90_000 });

async function takePhoto(widget: CheckoutWidget, side: string) {
  const block = widget.photoSide(side);
  await block.getByRole('button', { name: 'Use camera' }).click();
  await expect(block.getByRole('button', { name: 'Take photo' })).toBeFocused();
  await block.getByRole('button', { name: 'Take photo' }).click();
  await expect(block.getByRole('img')).toBeVisible();
  await expect(block.getByRole('button', { name: 'Retake photo' })).toBeVisible();
}

test('the buyer takes the photos with the camera, previews them, and is verified', {
  tag: '@camera',
}, async ({ shop, page, network }) => {
  await shop.goto({ scenario: scenario.id, customer: randomUUID() });
  const widget = await shop.buy();
  await widget.leaveDetails();
  await widget.expectStep('document');
  const frame = widget.documentFrame();
  await frame.getByRole('radio', { name: 'Passport' }).check();
  await frame.getByLabel('Issuing country').selectOption('US');

  // The live preview, with its buttons, before the photo is taken.
  const front = widget.photoSide('Front of the document');
  await front.getByRole('button', { name: 'Use camera' }).click();
  await expect(front.getByLabel(/^Camera preview/)).toBeVisible();
  await expectAccessible(page, 'document step, camera preview');
  await front.getByRole('button', { name: 'Take photo' }).click();
  await expect(front.getByRole('img')).toBeVisible();
  await takePhoto(widget, 'A selfie');

  await widget.sendPhotos();
  await widget.expectIdentityVerified();
  const uploads = network
    .to(`${SANDBOX_ORIGIN}/v1/checkout/identity/captures`)
    .filter((r) => r.method === 'PUT');
  expect(uploads).toHaveLength(2);
  expect(uploads.every((r) => !r.fromHostPage)).toBe(true);

  await widget.fillCard(TEST_CARDS.usCredit);
  await widget.continueToReview();
  await widget.payButton().click();
  await expectOutcome(shop, widget, scenario, 'aurora', network);
});
