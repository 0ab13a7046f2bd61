import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from '../../../api/errors.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { strings } from '../../../checkout/strings.js';
import {
  draftOrder,
  identityAfter,
  stateWith,
  stateWithIdentity,
} from '../../../checkout/testing/fixtures.js';
import type { DocumentSubmission } from './model.js';
import { settle, setup } from './testing/identityModel.js';

const t = purchaseStrings.document;

describe('leaving the step', () => {
  it('goes on at once when the document is verified, or none is asked for', async () => {
    const { model, feedSteps, feed } = setup();
    feedSteps(['required', 'submitted', 'verified']);
    expect(await model.submit()).toBe(true);
    feed({ ...stateWith([]), identity: { ...identityAfter([]), required: false } });
    expect(await model.submit()).toBe(true);
  });

  it('says the frame is not ready before it has loaded', async () => {
    const { model, feedSteps } = setup();
    feedSteps(['required']);
    expect(await model.submit()).toBe(false);
    expect(model.error.value).toBe(t.notReady);
  });

  it('submits the frame, then waits for the verdict on the order feed: verified goes on', async () => {
    const { model, feedSteps, frame, announced } = setup();
    feedSteps(['required']);
    model.setHandle(frame);
    const leaving = model.submit();
    await settle();
    expect(frame.tokenize).toHaveBeenCalledTimes(1);
    expect(model.view.value).toBe('checking');
    expect(model.busy.value).toBe(true);
    feedSteps(['required', 'submitted']);
    feedSteps(['required', 'submitted', 'verified']);
    expect(await leaving).toBe(true);
    expect(model.view.value).toBe('verified');
    expect(model.busy.value).toBe(false);
    expect(announced).toEqual([t.checking, t.verified]);
  });

  it('keeps the frame while it sends, so a verdict the feed tells first still goes on', async () => {
    const { model, feedSteps, frame } = setup();
    feedSteps(['required']);
    let answer: (submission: DocumentSubmission) => void = () => undefined;
    frame.tokenize.mockImplementationOnce(
      () => new Promise<DocumentSubmission>((resolve) => (answer = resolve)),
    );
    model.setHandle(frame);
    const leaving = model.submit();
    // The service is quicker than the frame's message: submitted, then verified, on the feed.
    feedSteps(['required', 'submitted']);
    feedSteps(['required', 'submitted', 'verified']);
    expect(model.view.value).toBe('capture');
    answer({ verificationId: 'ver_1' });
    expect(await leaving).toBe(true);
    expect(model.view.value).toBe('verified');
  });

  it('stays on a failed verdict; Try again shows the frame for a new capture', async () => {
    const { model, feedSteps, frame, announced } = setup();
    feedSteps(['required']);
    model.setHandle(frame);
    const leaving = model.submit();
    await settle();
    feedSteps(['required', 'submitted', 'failed:face_mismatch']);
    expect(await leaving).toBe(false);
    expect(model.view.value).toBe('failed');
    expect(model.canRetry.value).toBe(true);
    expect(announced).toEqual([t.failed]);
    // Continue has no capture to send until the buyer chooses Try again.
    expect(await model.submit()).toBe(false);
    expect(frame.tokenize).toHaveBeenCalledTimes(1);
    model.retry();
    expect(model.view.value).toBe('capture');
    const again = model.submit();
    await settle();
    expect(frame.tokenize).toHaveBeenCalledTimes(2);
    // The earlier failure is not the new capture's verdict.
    expect(model.view.value).toBe('checking');
    feedSteps(['required', 'submitted', 'failed:face_mismatch', 'submitted', 'verified']);
    expect(await again).toBe(true);
  });

  it('offers no retry after a forged document or the last attempt', () => {
    const { model, feedSteps } = setup();
    feedSteps(['required', 'submitted', 'failed:document_forged']);
    expect(model.canRetry.value).toBe(false);
    feedSteps([
      'required',
      'submitted',
      'failed:image_unreadable',
      'submitted',
      'failed:image_unreadable',
      'submitted',
      'failed:image_unreadable',
    ]);
    expect(model.canRetry.value).toBe(false);
  });

  it('waits for the verdict of a capture already with the verifier (after a reload)', async () => {
    const { model, feedSteps, frame } = setup();
    feedSteps(['required', 'submitted']);
    model.setHandle(frame);
    const leaving = model.submit();
    expect(model.view.value).toBe('checking');
    feedSteps(['required', 'submitted', 'verified']);
    expect(await leaving).toBe(true);
    expect(frame.tokenize).not.toHaveBeenCalled();
  });

  it('stops waiting when the order can no longer be paid, or the checkout goes', async () => {
    const { model, feedSteps, frame, payable, feed } = setup();
    feedSteps(['required']);
    model.setHandle(frame);
    const leaving = model.submit();
    await settle();
    payable.value = false;
    feed(stateWithIdentity(['required', 'submitted', 'failed:document_forged']));
    expect(await leaving).toBe(false);

    const other = setup();
    other.feedSteps(['required', 'submitted']);
    const waiting = other.model.submit();
    other.model.dispose();
    expect(await waiting).toBe(false);
  });

  it('leaves what is missing from the capture to the frame, and says a failure of the service', async () => {
    const { model, feedSteps, frame, reported } = setup();
    feedSteps(['required']);
    model.setHandle(frame);
    frame.failure = new NftCheckoutError('VALIDATION', 'Take the selfie.');
    expect(await model.submit()).toBe(false);
    expect(model.error.value).toBeNull();
    frame.failure = new NftCheckoutError('SERVER', 'upload failed');
    expect(await model.submit()).toBe(false);
    expect(model.error.value).toBe(strings.serviceErrors.SERVER);
    expect(reported.map((e) => e.code)).toEqual(['SERVER']);
    expect(model.view.value).toBe('capture');
  });

  it('announces nothing for where the check already was when the checkout loaded', () => {
    const { feed, feedSteps, announced } = setup();
    feed({ order: draftOrder(), transitions: [], attemptsLeft: 2 });
    expect(announced).toEqual([]);
    const reloaded = setup();
    reloaded.feedSteps(['required', 'submitted']);
    expect(reloaded.announced).toEqual([]);
    feedSteps(['required']);
    expect(announced).toEqual([]);
  });
});
