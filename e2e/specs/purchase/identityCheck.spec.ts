// A medium-risk buyer meets the identity check before payment: a document and a selfie, chosen
// as real image files in the service's frame, checked by the sandbox's verifier and followed on
// the order feed. Verified → pays; forged → Cancelled RISD before any payment; a face mismatch →
// retake → verified; an iPhone's HEIC, which the browser cannot draw, stands in by name and size
// and is verified. The same customer returning is not asked again. Keyboard only and axe clean
// in every new state; no photo goes through the host page.
import { SANDBOX_ORIGIN } from '../../fixtures/env.js';
import { expect, test } from '../../fixtures/test.js';
import {
  choosePhotoByKeyboard,
  expectAccessibleEverywhere,
  payByCard,
  scenario,
  startAsNewCustomer,
  verificationPhases,
} from '../../models/identityCheckFlow.js';
import {
  passportPhotos,
  writeHeicPhoto,
  writePhoto,
  writeTextAsPhoto,
} from '../../models/identityPhotos.js';
import { tabTo } from '../../models/keyboard.js';

// Every new state is checked by axe in two schemes at two widths: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

test(
  'a medium-risk buyer verifies a passport by keyboard, then pays; returning, is not asked again',
  { tag: ['@frames', '@file-chooser'] },
  async ({ shop, page, network }, testInfo) => {
    const { widget, customer } = await startAsNewCustomer(shop);
    await expect(widget.heading('Confirm your identity')).toBeFocused();
    await expect(
      widget.root.getByText(/quick identity check: a photo of an ID document/),
    ).toBeVisible();
    await expectAccessibleEverywhere(page, 'document step');

    // Keyboard only: the document type, its country, each photo through the file chooser.
    const frame = widget.documentFrame();
    const passport = frame.getByRole('radio', { name: 'Passport' });
    await tabTo(page, passport);
    await page.keyboard.press('Space');
    await expect(passport).toBeChecked();
    await expect(widget.photoSide('Back of the document')).toBeHidden();
    await tabTo(page, frame.getByLabel('Issuing country'));
    await page.keyboard.type('United States');
    await expect(frame.getByLabel('Issuing country')).toHaveValue('US');
    const photos = passportPhotos(testInfo.outputPath());
    await choosePhotoByKeyboard(page, widget, 'Front of the document', photos.front);
    await choosePhotoByKeyboard(page, widget, 'A selfie', photos.selfie);
    await expectAccessibleEverywhere(page, 'document step, photos chosen');
    await tabTo(page, widget.sendPhotosButton());
    await page.keyboard.press('Enter');

    // Verified: the checkout says so and goes on to payment by itself.
    await widget.expectIdentityVerified();
    await expect
      .poll(() => verificationPhases(shop))
      .toEqual(['required', 'submitted', 'verified']);
    const [required, submitted, verified] = (await shop.callbacks('aurora', 'verification')).map(
      (e) => e.payload as Record<string, unknown>,
    );
    const session = await shop.openSession();
    expect(required).toMatchObject({
      type: 'verification',
      id: `${session.orderId}:verification:1`,
      orderId: session.orderId,
      reason: 'risk_medium',
      verificationId: null,
    });
    expect(submitted?.verificationId).toEqual(expect.any(String));
    expect(verified).toMatchObject({
      phase: 'verified',
      verificationId: submitted?.verificationId,
    });

    await expectAccessibleEverywhere(page, 'payment step after the identity check');
    await payByCard(shop, widget, network);
    expect(await verificationPhases(shop), 'each phase once').toEqual([
      'required',
      'submitted',
      'verified',
    ]);

    // The photos went from the frame to the service; the host page sent none of them.
    const uploads = network
      .to(`${SANDBOX_ORIGIN}/v1/checkout/identity/captures`)
      .filter((r) => r.method === 'PUT');
    expect(uploads).toHaveLength(2);
    expect(uploads.every((r) => !r.fromHostPage)).toBe(true);

    // The same customer buys again: verified within 90 days, so no document this time.
    await shop.goto({ scenario: scenario.id, customer });
    const again = await shop.buy('nebula');
    await again.leaveDetails();
    await again.expectStep('payment');
  },
);

test(
  'a forged document cancels the order with RISD before anything is paid, one cancelled callback',
  { tag: '@requests' },
  async ({ shop, page, network }, testInfo) => {
    const { widget } = await startAsNewCustomer(shop);
    await widget.sendPassport(passportPhotos(testInfo.outputPath(), 'forged-passport.png'));
    await widget.expectStep('cancelled');
    const cancelled = await shop.singleCallback<{ reasonCode: string }>('aurora', 'cancelled');
    expect(cancelled.reasonCode).toBe('RISD');
    await expect(widget.notChargedNotice()).toBeVisible();
    await expect.poll(() => verificationPhases(shop)).toEqual(['required', 'submitted', 'failed']);
    const failed = (await shop.callbacks('aurora', 'verification'))[2]?.payload;
    expect(failed).toMatchObject({ failure: 'document_forged', attemptsLeft: 0 });
    expect(network.count(SANDBOX_ORIGIN, 'POST', '/v1/checkout/confirm')).toBe(0);
    await expect
      .poll(() => network.pending(SANDBOX_ORIGIN), { message: 'requests still open' })
      .toEqual([]);
    expect(await shop.callbacks('aurora', 'cancelled'), 'still one').toHaveLength(1);
    await expectAccessibleEverywhere(page, 'cancelled by the identity check');
  },
);

test('a selfie that does not match is taken again, then the buyer is verified and completes', async ({
  shop,
  page,
  network,
}, testInfo) => {
  const { widget } = await startAsNewCustomer(shop);
  const dir = testInfo.outputPath();
  await widget.sendPassport(passportPhotos(dir, 'passport.png', 'selfie-mismatch.png'));
  await expect(
    widget.root.getByText(/Your selfie didn't match the photo on your document/),
  ).toBeVisible();
  await expect(widget.root.getByText('You can try 2 more times.')).toBeVisible();
  await expectAccessibleEverywhere(page, 'document step, face mismatch');

  await tabTo(page, widget.button('Try again'));
  await page.keyboard.press('Enter');
  await widget.sendPassport(passportPhotos(dir, 'passport-2.png', 'selfie-2.png'));
  await widget.expectIdentityVerified();
  await payByCard(shop, widget, network);
  expect(await verificationPhases(shop)).toEqual([
    'required',
    'submitted',
    'failed',
    'submitted',
    'verified',
  ]);
});

test("an iPhone's HEIC photo the browser cannot draw shows its name and size, and is verified", async ({
  shop,
  page,
  network,
}, testInfo) => {
  const { widget } = await startAsNewCustomer(shop);
  const dir = testInfo.outputPath();
  const frame = widget.documentFrame();
  await frame.getByRole('radio', { name: 'Passport' }).check();
  await frame.getByLabel('Issuing country').selectOption('US');
  await widget.choosePhoto('Front of the document', writeHeicPhoto(dir, 'IMG_0042.HEIC', 2.1));

  // Decided by decoding it: a browser that draws HEIC would show the photo itself.
  const front = widget.photoSide('Front of the document');
  const standIn = front.getByRole('img', {
    name: /^IMG_0042\.HEIC, 2\.1\sMB: preview not available in this browser$/,
  });
  await expect(standIn).toBeVisible();
  await expect(standIn.getByText('IMG_0042.HEIC', { exact: true })).toBeVisible();
  await expect(standIn.getByText(/^2\.1\sMB$/)).toBeVisible();
  await expect(standIn.getByText('Preview not available in this browser')).toBeVisible();
  await expect(front.getByRole('button', { name: 'Choose another photo' })).toBeVisible();
  await expectAccessibleEverywhere(page, 'document step, HEIC photo chosen');

  await widget.choosePhoto('A selfie', writePhoto(dir, 'selfie.png', 600, 800));
  await widget.sendPhotos();
  await widget.expectIdentityVerified();
  await expect.poll(() => verificationPhases(shop)).toEqual(['required', 'submitted', 'verified']);
  await payByCard(shop, widget, network);
});

test('photos that cannot be read are refused in the frame, saying what to do', async ({
  shop,
  page,
}, testInfo) => {
  const { widget } = await startAsNewCustomer(shop);
  const dir = testInfo.outputPath();
  const front = widget.photoSide('Front of the document');
  await front
    .getByLabel('Front of the document', { exact: true })
    .setInputFiles(writeTextAsPhoto(dir));
  await expect(
    front.getByText('This file is not a photo: choose a JPEG, PNG or HEIC image.'),
  ).toBeVisible();
  await front
    .getByLabel('Front of the document', { exact: true })
    .setInputFiles(writePhoto(dir, 'tiny.png', 1, 1));
  await expect(front.getByText(/This photo is 1×1 pixels, too small to read/)).toBeVisible();
  await expectAccessibleEverywhere(page, 'document step, photo refused');

  // Send without the photos: the frame says which are missing, nothing is sent.
  await widget.sendPhotos();
  await expect(widget.root).toHaveAttribute('data-step', 'document');
  await expect(
    widget.photoSide('A selfie').getByText('Add a selfie: face the camera, no hat or glasses.'),
  ).toBeVisible();
  await expect(
    widget
      .photoSide('Front of the document')
      .getByText(/too small to read|Add a photo of the front/),
  ).toBeVisible();
});
