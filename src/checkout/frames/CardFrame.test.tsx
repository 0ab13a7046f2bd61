import { act, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../api/frameProtocol.js';
import { CardFrame, type CardFrameHandle, frameSource, INITIAL_FRAME_HEIGHT } from './CardFrame.js';

const FRAME_ORIGIN = 'https://svc.example';
const frameUrl = `${FRAME_ORIGIN}/v1/checkout/card-frame`;
const token = { cardToken: 'ct_1', brand: 'visa', last4: '1157', paymentMethodType: 'us_debit' };

function renderFrame(overrides: Partial<Parameters<typeof CardFrame>[0]> = {}) {
  const handles: (CardFrameHandle | null)[] = [];
  const props = {
    frameUrl,
    clientToken: 'ctok_1',
    locale: 'en-US',
    theme: 'light' as const,
    title: 'Card details',
    onHandle: (handle: CardFrameHandle | null) => handles.push(handle),
    onValidityChange: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
  const view = render(<CardFrame {...props} />);
  const iframe = () => view.container.querySelector('iframe');
  const frameWindow = () => iframe()!.contentWindow!;
  const spy = vi.spyOn(frameWindow(), 'postMessage');
  const fromFrame = (data: unknown, origin = FRAME_ORIGIN) =>
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source: frameWindow() }));
    });
  const posted = () => spy.mock.calls.map(([message]) => message);
  return { ...view, props, handles, iframe, fromFrame, posted, spy };
}

afterEach(() => vi.restoreAllMocks());

describe('frameSource', () => {
  it('adds the host origin as a query parameter', () => {
    expect(frameSource(frameUrl, 'https://shop.example')).toBe(
      `${frameUrl}?origin=https%3A%2F%2Fshop.example`,
    );
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'not a url',
    '',
    // Its origin becomes the postMessage target: the one origin rule applies.
    'http://*/v1/checkout/card-frame',
    'https://a;b/v1/checkout/card-frame',
  ])('refuses %s', (url) => {
    expect(frameSource(url, 'https://shop.example')).toMatchObject({ code: 'CONFIGURATION' });
  });

  it('refuses a page without an http(s) origin', () => {
    expect(frameSource(frameUrl, 'null')).toMatchObject({ code: 'CONFIGURATION' });
  });
});

describe('CardFrame', () => {
  it('renders a titled iframe on the frame URL with the page origin, without inline style', () => {
    const { iframe } = renderFrame();
    const el = iframe()!;
    expect(el.className).toBe('nftc-frame');
    // Hidden until the frame says ready: an error page is never shown in its place.
    expect(el.dataset.state).toBe('loading');
    expect(el.title).toBe('Card details');
    expect(el.getAttribute('src')).toBe(
      `${frameUrl}?origin=${encodeURIComponent(window.location.origin)}&locale=en-US`,
    );
    expect(el.getAttribute('height')).toBe(String(INITIAL_FRAME_HEIGHT));
    expect(el.hasAttribute('style')).toBe(false);
  });

  it('sends init after ready and sizes itself from resize messages', () => {
    const { iframe, fromFrame, posted, spy } = renderFrame({ theme: 'dark' });
    expect(posted()).toEqual([]);
    fromFrame({ ns, type: 'ready' });
    expect(posted()).toEqual([
      { ns, type: 'init', clientToken: 'ctok_1', locale: 'en-US', theme: 'dark' },
    ]);
    expect(spy.mock.calls[0]?.[1]).toBe(FRAME_ORIGIN);
    fromFrame({ ns, type: 'resize', height: 212.4 });
    expect(iframe()!.getAttribute('height')).toBe('213');
    expect(iframe()!.hasAttribute('style')).toBe(false);
  });

  it('ignores messages from another origin', () => {
    const { iframe, fromFrame, posted } = renderFrame();
    fromFrame({ ns, type: 'ready' }, 'https://evil.example');
    fromFrame({ ns, type: 'resize', height: 999 }, 'https://evil.example');
    expect(posted()).toEqual([]);
    expect(iframe()!.getAttribute('height')).toBe(String(INITIAL_FRAME_HEIGHT));
  });

  it('hands out a handle whose tokenize() resolves with the token', async () => {
    const { handles, fromFrame, posted } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    const result = handles[0]!.tokenize();
    const request = posted().find((m) => m.type === 'tokenize');
    fromFrame({ ns, type: 'tokenized', requestId: request.requestId, ...token });
    await expect(result).resolves.toEqual(token);
  });

  it('passes on validity, and re-sends init when the theme changes', () => {
    const { props, fromFrame, posted, rerender } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    fromFrame({ ns, type: 'validity', complete: true });
    expect(props.onValidityChange).toHaveBeenCalledWith(true);
    rerender(<CardFrame {...props} theme="dark" />);
    expect(posted().map((m) => m.theme)).toEqual(['light', 'dark']);
  });

  it('tells the frame a new language by message, on the same URL (no reload, nothing lost)', () => {
    const { props, iframe, handles, fromFrame, posted, rerender } = renderFrame();
    const element = iframe();
    const src = element!.getAttribute('src');
    fromFrame({ ns, type: 'ready' });
    rerender(<CardFrame {...props} locale="ar-EG" />);
    expect(iframe()).toBe(element);
    expect(iframe()!.getAttribute('src')).toBe(src);
    expect(handles).toHaveLength(1);
    expect(posted().map((m) => m.locale)).toEqual(['en-US', 'ar-EG']);
  });

  it('keeps the same bridge across re-renders with new callbacks', () => {
    const { props, handles, rerender } = renderFrame();
    rerender(<CardFrame {...props} onValidityChange={() => {}} />);
    expect(handles).toHaveLength(1);
  });

  it('removes its listener and clears the handle on unmount', async () => {
    const removed = vi.spyOn(window, 'removeEventListener');
    const { handles, unmount, fromFrame } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    const pending = handles[0]!.tokenize();
    unmount();
    expect(handles.at(-1)).toBeNull();
    expect(removed).toHaveBeenCalledWith('message', expect.any(Function));
    await expect(pending).rejects.toMatchObject({ code: 'ABORTED' });
  });

  it('renders nothing and reports CONFIGURATION for a frame URL that is not http(s)', () => {
    const onProblem = vi.fn();
    const onHandle = vi.fn();
    const { container } = render(
      <CardFrame
        frameUrl="javascript:alert(1)"
        clientToken="ctok_1"
        locale="en-US"
        theme="light"
        title="Card details"
        onHandle={onHandle}
        onProblem={onProblem}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(onProblem).toHaveBeenCalledWith(expect.objectContaining({ code: 'CONFIGURATION' }));
    expect(onHandle).not.toHaveBeenCalled();
  });
});

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
