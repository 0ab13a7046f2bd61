import { describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { listenToChallenge } from './challengeBridge.js';

const FRAME_ORIGIN = 'https://svc.example';

function setup() {
  const host = new EventTarget() as unknown as Window;
  const frame = { postMessage: vi.fn() };
  const onResult = vi.fn();
  const onResize = vi.fn();
  const stop = listenToChallenge({
    frameUrl: `${FRAME_ORIGIN}/v1/checkout/challenge/ch_1?origin=https%3A%2F%2Fshop.example`,
    frameWindow: () => frame as unknown as Window,
    host,
    init: () => ({ clientToken: 'ctok_1', locale: 'en-US', theme: 'light' }),
    onResize,
    onResult,
  });
  const send = (data: unknown) =>
    host.dispatchEvent(
      Object.assign(new Event('message'), { data, origin: FRAME_ORIGIN, source: frame }),
    );
  return { send, onResult, onResize, frame, stop };
}

describe('the challenge frame’s channel', () => {
  it('passes on each way a challenge can end', () => {
    const { send, onResult } = setup();
    for (const outcome of ['authenticated', 'failed', 'cancelled']) {
      send({ ns, type: 'challengeResult', outcome });
    }
    expect(onResult.mock.calls).toEqual([['authenticated'], ['failed'], ['cancelled']]);
  });

  it.each([
    ['no outcome', { ns, type: 'challengeResult' }],
    ['an unknown outcome', { ns, type: 'challengeResult', outcome: 'passed' }],
    ['a non-string outcome', { ns, type: 'challengeResult', outcome: 1 }],
    ['another namespace', { ns: 'other', type: 'challengeResult', outcome: 'failed' }],
    ['another kind’s answer', { ns, type: 'tokenized', requestId: 'r1', outcome: 'failed' }],
  ])('ignores a result with %s', (_, data) => {
    const { send, onResult } = setup();
    send(data);
    expect(onResult).not.toHaveBeenCalled();
  });

  it('stops hearing the frame once closed', () => {
    const { send, onResult, stop } = setup();
    stop();
    send({ ns, type: 'challengeResult', outcome: 'failed' });
    expect(onResult).not.toHaveBeenCalled();
  });
});
