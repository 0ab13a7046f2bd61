import { afterEach, describe, expect, it } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { fakeFrameWindow, HOST, loadFramePage } from '../../../frame/testing/frameHarness.js';
import { startChallengeFrame } from './challengeApp.js';
import { type ChallengeView, challengeNoticePage, challengePage } from './challengePage.js';

const CHALLENGE_BASE = 'https://svc.example/v1/checkout/challenge/chl_1';
const init = { ns, type: 'init', clientToken: 'ctok_123456', locale: 'en-US', theme: 'light' };
const view: ChallengeView = {
  action: '/v1/checkout/challenge/chl_1',
  kind: 'choice',
  merchant: 'Sandbox Merchant',
  amount: '$105.30',
  card: 'Visa ending in 0019',
};

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

function start(search?: string) {
  const frame = fakeFrameWindow(search, CHALLENGE_BASE);
  stop = startChallengeFrame(frame.win);
  return frame;
}

describe('startChallengeFrame', () => {
  it('on the form: says ready, then reports its height after init, at the host origin only', () => {
    loadFramePage(() => challengePage(view));
    const { parent, posted, send } = start();
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
    send(init);
    expect(posted()).toEqual([
      { ns, type: 'ready' },
      { ns, type: 'resize', height: expect.any(Number) },
    ]);
    for (const call of parent.postMessage.mock.calls) expect(call[1]).toBe(HOST);
  });

  it('ignores init from another origin or window', () => {
    loadFramePage(() => challengePage(view));
    const { posted, send } = start();
    send(init, { origin: 'https://evil.example' });
    send(init, { source: {} });
    send({ ...init, ns: 'other' });
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
  });

  it.each(['authenticated', 'failed', 'cancelled'] as const)(
    'on the result page: tells the host the buyer %s',
    (outcome) => {
      loadFramePage(() => challengeNoticePage('Done', 'Done.', { outcome }));
      const { posted } = start();
      expect(posted()).toEqual([
        { ns, type: 'ready' },
        { ns, type: 'challengeResult', outcome },
      ]);
    },
  );

  it('tells a Cancel as the buyer chooses it, once, before the form posts', () => {
    loadFramePage(() => challengePage(view));
    const { posted } = start();
    const cancel = document.getElementById('nftc-challenge-cancel') as HTMLButtonElement;
    // The form's own post is not this test's: stop it where jsdom would try to navigate.
    document.getElementById('nftc-challenge-form')?.addEventListener('submit', (event) => {
      event.preventDefault();
    });
    cancel.click();
    cancel.click();
    expect(posted()).toEqual([
      { ns, type: 'ready' },
      { ns, type: 'challengeResult', outcome: 'cancelled' },
    ]);
  });

  it('tells nothing on a refusal page, which has no outcome', () => {
    loadFramePage(() => challengeNoticePage('Authentication expired', 'Expired.'));
    const { posted } = start();
    expect(posted()).toEqual([{ ns, type: 'ready' }]);
  });

  it.each([
    ['no origin', ''],
    ['origin null', '?origin=null'],
    ['an origin with a path', `?origin=${encodeURIComponent(`${HOST}/x`)}`],
  ])('does not start with %s', (_, search) => {
    loadFramePage(() => challengePage(view));
    const frame = fakeFrameWindow(search, CHALLENGE_BASE);
    expect(startChallengeFrame(frame.win)).toBeUndefined();
    expect(frame.parent.postMessage).not.toHaveBeenCalled();
  });

  it('does not start outside a frame', () => {
    loadFramePage(() => challengePage(view));
    const frame = fakeFrameWindow(undefined, CHALLENGE_BASE);
    Object.assign(frame.win, { parent: frame.win });
    expect(startChallengeFrame(frame.win)).toBeUndefined();
  });
});
