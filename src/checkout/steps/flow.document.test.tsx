// The identity document step in the flow: next after the details when the assessment asks for a
// document, skipped when it asks for nothing.
import { waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { peekChunk } from '../chunks/loadChunk.js';
import type { CheckoutModel } from '../model.js';
import { checks, session, stateWith, stateWithIdentity } from '../testing/fakeService.js';
import { loadedModel } from '../testing/setup.js';
import { stepPart } from './index.js';

vi.mock(
  '../../slices/card/widget/CardFrame.js',
  () => import('../../slices/card/widget/testing/CardFrameStub.js'),
);

let model: CheckoutModel | undefined;
afterEach(() => model?.dispose());

describe('the identity document step in the flow', () => {
  const withIdentity = (identity: boolean) =>
    session({ checks: checks({ phone: false, taxId: false, identity }) });

  it('moves from the details in the same click when the identity check is off', async () => {
    let service: Awaited<ReturnType<typeof loadedModel>>['service'];
    ({ model, service } = await loadedModel({ session: withIdentity(false) }));
    void model.next();
    expect(model.flow.id.value).toBe('payment');
    expect(service.callsTo('POST', '/checkout/identity/assess')).toEqual([]);
    expect(peekChunk(stepPart('document'))).toBeUndefined();
  });

  it('comes next when the assessment asks for a document', async () => {
    let service: Awaited<ReturnType<typeof loadedModel>>['service'];
    ({ model, service } = await loadedModel({ session: withIdentity(true) }));
    // Not needed yet, but it may be: its view loads while the buyer types.
    expect(peekChunk(stepPart('document'))).toBeDefined();
    service.setState(stateWithIdentity(['required']));
    await model.next();
    expect(model.flow.id.value).toBe('document');
    expect(service.callsTo('POST', '/checkout/identity/assess')).toHaveLength(1);
    // Back to the details and on again with the same details: no second assessment.
    model.back();
    await model.next();
    expect(model.flow.id.value).toBe('document');
    expect(service.callsTo('POST', '/checkout/identity/assess')).toHaveLength(1);
    // Verified: no longer needed, the step stays while shown and leads on to the payment.
    service.lastStream()?.send(stateWithIdentity(['required', 'submitted', 'verified']));
    await waitFor(() => expect(model?.flow.following.value?.id).toBe('payment'));
  });

  it('is skipped when the assessment asks for nothing', async () => {
    let service: Awaited<ReturnType<typeof loadedModel>>['service'];
    ({ model, service } = await loadedModel({ session: withIdentity(true) }));
    service.setState({
      ...stateWith([]),
      identity: { required: false, status: 'not_required', attemptsLeft: 3, history: [] },
    });
    await model.next();
    expect(model.flow.id.value).toBe('payment');
    expect(model.flow.previous.value?.id).toBe('details');
  });
});
