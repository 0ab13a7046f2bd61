import { act, render } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NAMESPACE as ns } from '../../../api/frameProtocol.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { FRAME_ORIGIN, frameMessages } from '../../card/widget/testing/cardFrameHarness.js';
import { TaxIdFrame, type TaxIdFrameHandle } from './TaxIdFrame.js';
import { TAX_ID_FRAME } from './taxIdKind.js';

const frameUrl = `${FRAME_ORIGIN}/v1/checkout/tax-id-frame`;
const taxIdToken = { taxIdToken: 'tid_AbCdEfGhIjKlMnOp42', last4: '6789' };
const cardToken = {
  cardToken: 'ct_1',
  brand: 'visa',
  last4: '1157',
  paymentMethodType: 'us_debit',
};

function renderFrame(overrides: Partial<Parameters<typeof TaxIdFrame>[0]> = {}) {
  const handles: (TaxIdFrameHandle | null)[] = [];
  const props = {
    frameUrl,
    clientToken: 'ctok_1',
    locale: 'en-US',
    theme: 'light' as const,
    title: 'Social Security number',
    onHandle: (handle: TaxIdFrameHandle | null) => handles.push(handle),
    onValidityChange: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  };
  const view = render(<TaxIdFrame {...props} />);
  return { ...view, props, handles, ...frameMessages(view.container) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('TaxIdFrame', () => {
  it('renders a titled iframe on the tax-id frame URL with the page origin', () => {
    const { iframe } = renderFrame();
    const el = iframe()!;
    expect(el.className).toBe('nftc-frame');
    expect(el.dataset.state).toBe('loading');
    expect(el.title).toBe('Social Security number');
    expect(el.getAttribute('src')).toBe(
      `${frameUrl}?origin=${encodeURIComponent(window.location.origin)}&locale=en-US`,
    );
    expect(el.getAttribute('height')).toBe(String(TAX_ID_FRAME.initialHeight));
    expect(el.hasAttribute('style')).toBe(false);
  });

  it('sends init after ready, to the frame origin, and sizes itself from resize messages', () => {
    const { iframe, fromFrame, posted, spy } = renderFrame({ theme: 'dark' });
    fromFrame({ ns, type: 'ready' });
    expect(posted()).toEqual([
      { ns, type: 'init', clientToken: 'ctok_1', locale: 'en-US', theme: 'dark' },
    ]);
    expect(spy.mock.calls[0]?.[1]).toBe(FRAME_ORIGIN);
    fromFrame({ ns, type: 'resize', height: 140.5 });
    expect(iframe()!.getAttribute('height')).toBe('141');
    expect(iframe()!.dataset.state).toBe('ready');
  });

  it('keeps the room for its error when it reports less, so the buttons below stay put', () => {
    const { iframe, fromFrame } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    fromFrame({ ns, type: 'resize', height: 100 });
    expect(iframe()!.getAttribute('height')).toBe(String(TAX_ID_FRAME.initialHeight));
  });

  it('ignores messages from another origin', () => {
    const { fromFrame, posted, props } = renderFrame();
    fromFrame({ ns, type: 'ready' }, 'https://evil.example');
    fromFrame({ ns, type: 'validity', complete: true }, 'https://evil.example');
    expect(posted()).toEqual([]);
    expect(props.onValidityChange).not.toHaveBeenCalled();
  });

  it('hands out a handle whose tokenize() resolves with the tax-id token', async () => {
    const { handles, fromFrame, posted, props } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    fromFrame({ ns, type: 'validity', complete: true });
    expect(props.onValidityChange).toHaveBeenCalledWith(true);
    const result = handles[0]!.tokenize();
    const request = posted().find((m) => m.type === 'tokenize');
    fromFrame({ ns, type: 'taxIdTokenized', requestId: request.requestId, ...taxIdToken });
    await expect(result).resolves.toEqual(taxIdToken);
  });

  it('does not take a card token for an answer', async () => {
    const { handles, fromFrame, posted } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    const settled = vi.fn();
    const result = handles[0]!.tokenize();
    result.then(settled, settled);
    const request = posted().find((m) => m.type === 'tokenize');
    fromFrame({ ns, type: 'tokenized', requestId: request.requestId, ...cardToken });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    fromFrame({ ns, type: 'taxIdTokenized', requestId: request.requestId, ...taxIdToken });
    await expect(result).resolves.toEqual(taxIdToken);
  });

  it('rejects tokenize() with what the frame answered', async () => {
    const { handles, fromFrame, posted } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    const result = handles[0]!.tokenize();
    const request = posted().find((m) => m.type === 'tokenize');
    const message = 'This number must be the 9 digits of the SSN.';
    fromFrame({ ns, type: 'error', requestId: request.requestId, code: 'VALIDATION', message });
    await expect(result).rejects.toMatchObject({ code: 'VALIDATION', message });
  });

  it('clears the handle and rejects what is pending on unmount', async () => {
    const { handles, unmount, fromFrame } = renderFrame();
    fromFrame({ ns, type: 'ready' });
    const pending = handles[0]!.tokenize();
    unmount();
    expect(handles.at(-1)).toBeNull();
    await expect(pending).rejects.toMatchObject({
      code: 'ABORTED',
      message: purchaseStrings.payment.taxIdFrameRemoved,
    });
  });

  it('renders nothing and reports CONFIGURATION for a frame URL that is not http(s)', () => {
    const onProblem = vi.fn();
    const onHandle = vi.fn();
    const { container } = render(
      <TaxIdFrame
        frameUrl="javascript:alert(1)"
        clientToken="ctok_1"
        locale="en-US"
        theme="light"
        title="Social Security number"
        onHandle={onHandle}
        onProblem={onProblem}
      />,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'CONFIGURATION',
        message: purchaseStrings.payment.taxIdFrameUrl,
      }),
    );
    expect(onHandle).not.toHaveBeenCalled();
  });

  it('loads a page that never says ready again, then says it could not load', async () => {
    vi.useFakeTimers();
    const onProblem = vi.fn();
    const timing = { readyAfterLoadMs: 100, loadTimeoutMs: 1000, retryDelaysMs: [200] };
    const view = renderFrame({ timing, onProblem });
    act(() => {
      view.iframe()!.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(view.getByText(purchaseStrings.taxId.frameLoading)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(200 + 1000);
    });
    expect(view.iframe()).toBeNull();
    expect(onProblem).toHaveBeenCalledWith(
      expect.objectContaining({
        code: 'NETWORK',
        message:
          'The Social Security number field could not load. Check your connection, then select Try again.',
      }),
    );
    expect(view.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
