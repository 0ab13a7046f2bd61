import { describe, expect, it, vi } from 'vitest';
import type { OrderState } from '../api/checkout.js';
import type { VerificationEvent } from '../api/hostEvents.js';
import { memoryStore } from './storage.js';
import { strings } from './strings.js';
import { checks, session, stateWith, stateWithIdentity } from './testing/fakeService.js';
import { useModels } from './testing/modelHelpers.js';
import { settle } from './testing/setup.js';

const setup = useModels();

const withState = (state: OrderState) =>
  session({ state, checks: checks({ phone: false, taxId: false, identity: true }) });

/** A loaded checkout whose `verification` events (and order events) are recorded in `heard`. */
async function loaded(state: OrderState, store = memoryStore()) {
  const made = setup({ session: withState(state), store });
  const heard: string[] = [];
  made.model.on('verification', (e) => heard.push(`${e.id} ${e.phase}`));
  made.model.on('event', (e) => heard.push(`${e.id} ${e.type}`));
  await made.model.load();
  await settle();
  return { ...made, heard };
}

describe('verification events', () => {
  it('tells each step of the identity check once, in order, despite repeats and stale polls', async () => {
    const { service, heard } = await loaded(stateWith([]));
    const stream = service.lastStream()!;
    stream.send(stateWithIdentity(['required']));
    stream.send(stateWithIdentity(['required']));
    stream.send(stateWithIdentity(['required', 'submitted', 'failed:image_unreadable']));
    stream.send(stateWithIdentity(['required', 'submitted']));
    stream.send(
      stateWithIdentity(['required', 'submitted', 'failed:image_unreadable', 'submitted']),
    );
    await settle();
    expect(heard).toEqual([
      'ord_1:verification:1 required',
      'ord_1:verification:2 submitted',
      'ord_1:verification:3 failed',
      'ord_1:verification:4 submitted',
    ]);
  });

  it('tells the steps the session brings, and after a reload neither them nor later ones twice', async () => {
    const store = memoryStore();
    const first = await loaded(stateWithIdentity(['required', 'submitted']), store);
    expect(first.heard).toEqual([
      'ord_1:verification:1 required',
      'ord_1:verification:2 submitted',
    ]);
    first.service.lastStream()!.send(stateWithIdentity(['required', 'submitted', 'verified']));
    await settle();
    expect(first.heard).toHaveLength(3);
    first.model.dispose();

    // The page reloads: the whole history again, from the session and then the feed.
    const second = await loaded(stateWithIdentity(['required', 'submitted', 'verified']), store);
    second.service.lastStream()!.send(stateWithIdentity(['required', 'submitted', 'verified']));
    await settle();
    expect(second.heard).toEqual([]);
  });

  it('calls the onVerification option with the payload', async () => {
    const onVerification = vi.fn((_event: VerificationEvent) => undefined);
    const { model } = setup({
      session: withState(stateWithIdentity(['required'], 'risk_high')),
      options: { onVerification },
    });
    await model.load();
    await settle();
    expect(onVerification).toHaveBeenCalledTimes(1);
    expect(onVerification.mock.calls[0]?.[0]).toMatchObject({
      type: 'verification',
      id: 'ord_1:verification:1',
      phase: 'required',
      reason: 'risk_high',
      verificationId: null,
      attemptsLeft: 3,
    });
  });

  it('tells a forged document before the cancellation it caused', async () => {
    const { model, service, heard } = await loaded(stateWithIdentity(['required', 'submitted']));
    const refused = stateWithIdentity(
      ['required', 'submitted', 'failed:document_forged'],
      'risk_medium',
      stateWith(['Cancelled'], { reasonCode: 'RISD' }),
    );
    service.lastStream()!.send(refused);
    await settle();
    expect(heard.slice(2)).toEqual(['ord_1:verification:3 failed', 'ord_1:1 cancelled']);
    // The cancellation is what the buyer hears, not the check's failure.
    expect(model.announcement.value).toBe(strings.announcements.Cancelled);
  });
});
