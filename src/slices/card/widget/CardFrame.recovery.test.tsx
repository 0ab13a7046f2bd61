import { act, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { CardFrame } from './CardFrame.js';
import { FRAME_ORIGIN, renderFrame } from './testing/cardFrameHarness.js';

afterEach(() => vi.restoreAllMocks());

describe('CardFrame theme', () => {
  function fakeScheme(dark: boolean) {
    const listeners = new Set<() => void>();
    const query = {
      get matches() {
        return dark;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
    vi.stubGlobal(
      'matchMedia',
      vi.fn(() => query),
    );
    return {
      set(next: boolean) {
        dark = next;
        act(() => {
          for (const listener of listeners) listener();
        });
      },
      listeners,
    };
  }

  afterEach(() => vi.unstubAllGlobals());

  it("with theme 'auto', follows the OS while the frame is open", () => {
    const os = fakeScheme(false);
    const { fromFrame, posted, unmount } = renderFrame({ theme: 'auto' });
    fromFrame({ ns, type: 'ready' });
    os.set(true);
    os.set(false);
    expect(posted().map((m) => m.theme)).toEqual(['light', 'dark', 'light']);
    unmount();
    expect(os.listeners.size).toBe(0);
  });

  it('with an explicit theme, ignores the OS', () => {
    const os = fakeScheme(false);
    const { fromFrame, posted } = renderFrame({ theme: 'dark' });
    fromFrame({ ns, type: 'ready' });
    os.set(true);
    expect(posted().map((m) => m.theme)).toEqual(['dark']);
    expect(os.listeners.size).toBe(0);
  });
});

describe('CardFrame recovery', () => {
  const timing = { readyAfterLoadMs: 100, loadTimeoutMs: 1000, retryDelaysMs: [200, 400] };

  afterEach(() => vi.useRealTimers());

  it('loads a page that never says ready again, with backoff, then offers Try again', async () => {
    vi.useFakeTimers();
    const onProblem = vi.fn();
    const view = renderFrame({ timing, onProblem });
    const first = view.iframe()!;
    // A 503 page: it loads, and no ready comes.
    act(() => {
      first.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(view.iframe()).toBeNull();
    expect(view.getByText('Loading the card form…')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200);
    });
    const second = view.iframe()!;
    expect(second).not.toBe(first);
    // The second load never even fires load (held): its own timeout gives up on it.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000 + 400);
    });
    const third = view.iframe()!;
    expect(third).not.toBe(second);
    expect(onProblem).not.toHaveBeenCalled();
    act(() => {
      third.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(view.iframe()).toBeNull();
    expect(onProblem).toHaveBeenCalledTimes(1);
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ code: 'NETWORK' }));

    act(() => {
      view.getByRole('button', { name: 'Try again' }).click();
    });
    const fourth = view.iframe()!;
    expect(fourth.dataset.state).toBe('loading');
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { ns, type: 'ready' },
          origin: FRAME_ORIGIN,
          source: fourth.contentWindow,
        }),
      );
    });
    expect(view.iframe()!.dataset.state).toBe('ready');
    expect(onProblem).toHaveBeenLastCalledWith(null);
    expect(view.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(view.handles).toHaveLength(1);
  });

  it('a frame that says ready is never reloaded', async () => {
    vi.useFakeTimers();
    const view = renderFrame({ timing });
    view.fromFrame({ ns, type: 'ready' });
    const frame = view.iframe();
    act(() => {
      frame!.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(view.iframe()).toBe(frame);
  });
});

describe('CardFrame that cannot be used', () => {
  afterEach(() => vi.useRealTimers());

  it('reports its configuration problem once, and never a load failure after it', async () => {
    vi.useFakeTimers();
    const onProblem = vi.fn();
    render(
      <CardFrame
        frameUrl="javascript:alert(1)"
        clientToken="ctok_1"
        locale="en-US"
        theme="light"
        title="Card details"
        onHandle={() => undefined}
        onProblem={onProblem}
      />,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(120_000);
    });
    expect(onProblem).toHaveBeenCalledTimes(1);
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ code: 'CONFIGURATION' }));
    expect(vi.getTimerCount()).toBe(0);
  });
});
