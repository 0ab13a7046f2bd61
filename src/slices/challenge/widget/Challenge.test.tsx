import { act, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { Declined } from '../../outcomes/widget/Outcome.js';
import { Challenge } from './Challenge.js';

const FRAME_ORIGIN = 'https://svc.example';
const url = `${FRAME_ORIGIN}/v1/checkout/challenge/chl_1`;

function renderChallenge(onResult = vi.fn()) {
  const view = render(
    <Challenge url={url} clientToken="ctok_1" locale="en-US" theme="light" onResult={onResult} />,
  );
  const iframe = () => view.container.querySelector('iframe')!;
  const spy = vi.spyOn(iframe().contentWindow!, 'postMessage');
  const fromFrame = (
    data: unknown,
    origin = FRAME_ORIGIN,
    source: unknown = iframe().contentWindow,
  ) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
    });
  return { ...view, iframe, spy, fromFrame, onResult };
}

afterEach(() => vi.restoreAllMocks());

describe('Challenge', () => {
  it('frames the bank page with the page origin, titled and sandboxed, and moves focus to it', () => {
    const { iframe } = renderChallenge();
    const heading = screen.getByRole('heading', { level: 2, name: 'Confirm with your bank' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('status').textContent).toBe(
      'Your bank asks you to confirm this payment.',
    );
    const el = iframe();
    expect(el.title).toBe('Confirm the payment with your bank');
    expect(el.getAttribute('src')).toBe(
      `${url}?origin=${encodeURIComponent(window.location.origin)}&locale=en-US`,
    );
    expect(el.getAttribute('sandbox')).toBe('allow-forms allow-scripts allow-same-origin');
    expect(el.hasAttribute('allow')).toBe(false);
    expect(el.getAttribute('referrerpolicy')).toBe('no-referrer');
  });

  it('answers ready with init at the frame origin, and sizes the frame as it says', () => {
    const { iframe, spy, fromFrame } = renderChallenge();
    fromFrame({ ns, type: 'ready' });
    expect(spy).toHaveBeenCalledWith(
      { ns, type: 'init', clientToken: 'ctok_1', locale: 'en-US', theme: 'light' },
      FRAME_ORIGIN,
    );
    fromFrame({ ns, type: 'resize', height: 512.4 });
    expect(iframe().getAttribute('height')).toBe('513');
  });

  it('passes on how the buyer left the challenge', () => {
    const { fromFrame, onResult } = renderChallenge();
    fromFrame({ ns, type: 'challengeResult', outcome: 'cancelled' });
    expect(onResult).toHaveBeenCalledWith('cancelled');
  });

  it('hears nothing from another origin or window, nor a malformed result', () => {
    const { spy, fromFrame, onResult } = renderChallenge();
    fromFrame({ ns, type: 'challengeResult', outcome: 'authenticated' }, 'https://evil.example');
    fromFrame({ ns, type: 'challengeResult', outcome: 'authenticated' }, FRAME_ORIGIN, window);
    fromFrame({ ns, type: 'challengeResult', outcome: 'paid' });
    fromFrame({ ns, type: 'ready' }, 'https://evil.example');
    expect(onResult).not.toHaveBeenCalled();
    expect(spy).not.toHaveBeenCalled();
  });

  it('says why the page cannot be framed when its URL is not http(s)', () => {
    render(
      <Challenge
        url="javascript:alert(1)"
        clientToken="ctok_1"
        locale="en-US"
        theme="light"
        onResult={vi.fn()}
      />,
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('alert').textContent).toMatch(/http\(s\) URL/);
  });
});

describe('a failed authentication', () => {
  it('is declined in plain words, with another try', () => {
    render(<Declined reasonCode="AUTHENTICATION_FAILED" attemptsLeft={2} onRetry={vi.fn()} />);
    expect(
      screen.getByText('Your bank could not confirm this payment. Try again or use another card.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try another payment method' })).toBeTruthy();
  });
});
