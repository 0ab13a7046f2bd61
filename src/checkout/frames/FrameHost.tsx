import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { NftCheckoutError } from '../../api/errors.js';
import { strings } from '../strings.js';
import type { Theme } from '../theme.js';
import { createFrameBridge, type FrameBridge, type FrameInit } from './bridge.js';
import { frameColors } from './frameColors.js';
import type { FrameKind } from './frameKind.js';
import { createFrameLoader, type FrameLoaderTiming } from './frameLoader.js';
import { frameSource } from './frameSource.js';
import { useColorScheme } from './useColorScheme.js';

/** What a frame's view gets to ask of it. */
export type FrameHandle<T> = { tokenize(): Promise<T> };

export interface FrameHostProps<T> {
  /** The frame page on the service origin; http(s) only. */
  frameUrl: string;
  clientToken: string;
  locale: string;
  /** The checkout's theme; with `auto` the frame follows the OS while it is open. */
  theme: Theme;
  /** Accessible name of the iframe. */
  title: string;
  /** Receives the handle once the bridge listens, and null when the frame goes away. */
  onHandle: (handle: FrameHandle<T> | null) => void;
  onValidityChange?: (complete: boolean) => void;
  /** Failures the frame reports on its own, outside any tokenize() call. */
  onError?: (error: NftCheckoutError) => void;
  /**
   * The frame cannot be used: its URL or the page's origin (CONFIGURATION), or it did not load
   * after the automatic retries (NETWORK). Null once it is ready again.
   */
  onProblem?: (problem: NftCheckoutError | null) => void;
  /** A message the frame sends on its own, answering no tokenize (see bridge.ts). */
  onMessage?: (name: string, fields: Readonly<Record<string, unknown>>) => void;
  /** How long loads may take and how retries wait (tests shorten them). */
  timing?: Partial<FrameLoaderTiming> | undefined;
}

/**
 * A frame on the service origin (src/frame) that takes what the buyer types and hands back only
 * a token: the kind of frame `kind` describes (frameKind.ts). Sized by the frame's resize
 * messages, drawn in the widget's theme and colours, and loaded again (with backoff, then on the
 * buyer's Try again) when its page does not come up. The rest of the checkout stays as it is
 * meanwhile.
 */
export function FrameHost<T>(props: FrameHostProps<T> & { kind: FrameKind<T> }) {
  const { frameUrl, clientToken, locale, kind } = props;
  const scheme = useColorScheme(props.theme);
  const slot = useRef<HTMLDivElement>(null);
  const iframe = useRef<HTMLIFrameElement>(null);
  const bridge = useRef<FrameBridge<T> | null>(null);
  // The latest props, so a parent re-render never tears down the bridge.
  const latest = useRef(props);
  latest.current = props;
  const [height, setHeight] = useState(kind.initialHeight);
  // The language of the first render only: a change goes by message (a reload would lose input).
  const src = useMemo(
    () => frameSource(frameUrl, location.origin, kind.strings, locale),
    [frameUrl],
  );
  const loader = useMemo(
    () =>
      createFrameLoader(latest.current.timing, () =>
        latest.current.onProblem?.(new NftCheckoutError('NETWORK', kind.strings.failed)),
      ),
    [src],
  );
  const currentInit = (): FrameInit => ({
    clientToken,
    locale,
    theme: scheme,
    colors: slot.current ? frameColors(slot.current) : undefined,
  });
  const init = useRef(currentInit);
  init.current = currentInit;

  // Layout effects: Preact defers plain effect cleanups past unmount, and the listener and any
  // pending tokenize() must be gone by the time unmount() returns.
  useLayoutEffect(() => {
    if (src instanceof NftCheckoutError) {
      latest.current.onProblem?.(src);
      return;
    }
    const created = createFrameBridge(kind, {
      frameUrl: src,
      // Whichever iframe is on screen now: a new load is a new element, checked the same way.
      frameWindow: () => iframe.current?.contentWindow,
      init: init.current(),
      onReady: () => {
        loader.ready();
        latest.current.onProblem?.(null);
      },
      timeoutMs: kind.tokenizeTimeoutMs,
      onResize: setHeight,
      onValidityChange: (complete) => latest.current.onValidityChange?.(complete),
      onError: (error) => latest.current.onError?.(error),
      onMessage: (name, fields) => latest.current.onMessage?.(name, fields),
    });
    bridge.current = created;
    loader.start();
    latest.current.onHandle({ tokenize: () => created.tokenize() });
    return () => {
      bridge.current = null;
      created.dispose();
      loader.dispose();
      latest.current.onHandle(null);
    };
    // The bridge belongs to one frame URL; token, locale, theme and colours go through update().
  }, [src, loader]);

  useLayoutEffect(() => {
    bridge.current?.update(init.current());
  }, [clientToken, locale, scheme]);

  if (src instanceof NftCheckoutError) return null;
  const status = loader.status.value;
  const attempt = loader.attempt.value;
  return (
    <div class="nftc-frame-slot" ref={slot}>
      {(status === 'loading' || status === 'ready') && (
        <iframe
          key={attempt}
          ref={iframe}
          class="nftc-frame"
          data-state={status}
          title={props.title}
          src={src}
          height={Math.max(height, kind.minHeight ?? 0)}
          referrerpolicy="no-referrer"
          allow={kind.allow}
          onLoad={loader.loaded}
        />
      )}
      {(status === 'waiting' || (status === 'loading' && attempt > 0)) && (
        <p class="nftc-muted">{kind.strings.loading}</p>
      )}
      {status === 'failed' && (
        <button type="button" class="nftc-button" onClick={loader.retry}>
          {strings.buttons.retry}
        </button>
      )}
    </div>
  );
}
