import { signal } from '@preact/signals';
import { describe, expect, it, vi } from 'vitest';
import type { IdentityAssessRequest, OrderState } from '../../../api/checkout.js';
import { NftCheckoutError } from '../../../api/errors.js';
import type { IdentityCheck } from '../../../api/identityCheck.js';
import { purchaseStrings } from '../../purchase/strings.js';
import { strings } from '../../strings.js';
import {
  BUYER,
  draftOrder,
  type IdentityStep,
  identityAfter,
  stateWith,
  stateWithIdentity,
} from '../../testing/fixtures.js';
import { type DocumentSubmission, IdentityModel } from './model.js';

const t = purchaseStrings.document;

function setup(options: { enabled?: boolean; answers?: Array<OrderState | Error> } = {}) {
  const order = signal<OrderState>(stateWith([]));
  const check = signal<IdentityCheck | undefined>(undefined);
  const facts = signal<IdentityAssessRequest>({ buyer: BUYER });
  const payable = signal(true);
  const answers = options.answers ?? [];
  const announced: string[] = [];
  const reported: NftCheckoutError[] = [];
  const assess = vi.fn(async (_body: IdentityAssessRequest) => {
    const answer = answers.shift() ?? stateWithIdentity(['required']);
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const model = new IdentityModel({
    enabled: options.enabled ?? true,
    check,
    facts: () => facts.value,
    assess,
    offer: (state) => feed(state),
    payable: () => payable.value,
    announce: (text) => announced.push(text),
    report: (error) => reported.push(error),
  });
  /** The order store's part, as the purchase wires it: the state held, then react(). */
  function feed(state: OrderState) {
    order.value = state;
    check.value = state.identity;
    model.react(state);
  }
  /** The feed carries the check after `steps`. */
  const feedSteps = (steps: IdentityStep[]) => feed(stateWithIdentity(steps));
  let submissions = 0;
  const frame = {
    failure: null as Error | null,
    tokenize: vi.fn(async (): Promise<DocumentSubmission> => {
      if (frame.failure) throw frame.failure;
      submissions++;
      return { verificationId: `ver_${submissions}` };
    }),
  };
  return { model, order, facts, payable, assess, announced, reported, feed, feedSteps, frame };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the assessment', () => {
  it('asks nothing when the session has the identity check off', async () => {
    const { model, assess } = setup({ enabled: false });
    expect(await model.assess()).toBe(true);
    expect(assess).not.toHaveBeenCalled();
  });

  it('sends the facts, hands the answer to the order store, and asks again only when they change', async () => {
    const { model, assess, facts, order } = setup();
    expect(await model.assess()).toBe(true);
    expect(assess).toHaveBeenCalledWith({ buyer: BUYER });
    expect(order.value.identity?.status).toBe('required');
    expect(await model.assess()).toBe(true);
    expect(assess).toHaveBeenCalledTimes(1);
    facts.value = { buyer: BUYER, taxIdToken: 'tid_0123456789abcdefABCDEF01' };
    await model.assess();
    expect(assess).toHaveBeenCalledTimes(2);
    expect(assess.mock.calls[1]?.[0].taxIdToken).toBe('tid_0123456789abcdefABCDEF01');
  });

  it('sends one request for a double click', async () => {
    const { model, assess } = setup();
    const [first, second] = await Promise.all([model.assess(), model.assess()]);
    expect([first, second]).toEqual([true, true]);
    expect(assess).toHaveBeenCalledTimes(1);
  });

  it('says why it failed, in the service words for the buyer, and asks again next time', async () => {
    const { model, assess, reported } = setup({
      answers: [new NftCheckoutError('SERVER', 'internal'), stateWithIdentity(['required'])],
    });
    const asking = model.assess();
    expect(model.preparing.value).toBe(true);
    expect(await asking).toBe(false);
    expect(model.preparing.value).toBe(false);
    expect(model.prepareError.value).toBe(strings.serviceErrors.SERVER);
    expect(reported.map((e) => e.code)).toEqual(['SERVER']);
    expect(await model.assess()).toBe(true);
    expect(model.prepareError.value).toBeNull();
    expect(assess).toHaveBeenCalledTimes(2);
  });

  it("shows a refusal of the buyer's details as the service words it, without telling the host", async () => {
    const refusal = new NftCheckoutError('VALIDATION', 'Invalid buyer: the phone is not verified.');
    const { model, reported } = setup({ answers: [refusal] });
    expect(await model.assess()).toBe(false);
    expect(model.prepareError.value).toBe('Invalid buyer: the phone is not verified.');
    expect(reported).toEqual([]);
  });

  it('stops the move when the answer cancelled the order (a very high risk)', async () => {
    const cancelled = stateWith(['Cancelled'], { reasonCode: 'RISD' });
    const { model, payable } = setup({ answers: [cancelled] });
    payable.value = false;
    expect(await model.assess()).toBe(false);
  });
});

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
