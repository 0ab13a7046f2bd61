import { render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { CardFrame, frameSource, INITIAL_FRAME_HEIGHT } from './CardFrame.js';
import { CARD_FRAME_WORDS } from './cardFrameWords.js';
import { FRAME_ORIGIN, frameUrl, renderFrame, token } from './testing/cardFrameHarness.js';

afterEach(() => vi.restoreAllMocks());

describe('frameSource', () => {
  it('adds the host origin as a query parameter', () => {
    expect(frameSource(frameUrl, 'https://shop.example', CARD_FRAME_WORDS)).toBe(
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
    expect(frameSource(url, 'https://shop.example', CARD_FRAME_WORDS)).toMatchObject({
      code: 'CONFIGURATION',
    });
  });

  it('refuses a page without an http(s) origin', () => {
    expect(frameSource(frameUrl, 'null', CARD_FRAME_WORDS)).toMatchObject({
      code: 'CONFIGURATION',
    });
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
