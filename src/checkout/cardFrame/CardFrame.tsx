import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { CardToken } from '../../api/checkout.js';
import { NftCheckoutError } from '../../api/errors.js';
import { isHttpOrigin } from '../../frame/messages.js';
import { strings } from '../strings.js';
import { type CardFrameBridge, createCardFrameBridge } from './bridge.js';

export type CardFrameHandle = { tokenize(): Promise<CardToken> };

export interface CardFrameProps {
  /** session.cardFrameUrl; http(s) only. */
  frameUrl: string;
  clientToken: string;
  locale: string;
  theme: 'light' | 'dark';
  /** Accessible name of the iframe. */
  title: string;
  /** Receives the handle once the bridge listens, and null when the frame goes away. */
  onHandle: (handle: CardFrameHandle | null) => void;
  onValidityChange?: (complete: boolean) => void;
  onError?: (error: NftCheckoutError) => void;
}

/** Height before the frame reports its own: about the three fields, so the page jumps less. */
export const INITIAL_FRAME_HEIGHT = 176;

/** The frame URL with `origin` set, or an error saying why the frame cannot be used. */
export function frameSource(frameUrl: string, hostOrigin: string): string | NftCheckoutError {
  const invalid = new NftCheckoutError('CONFIGURATION', strings.payment.cardFrameUrl);
  let url: URL;
  try {
    url = new URL(frameUrl);
  } catch {
    return invalid;
  }
  if (!/^https?:$/.test(url.protocol) || !isHttpOrigin(url.origin)) return invalid;
  if (!isHttpOrigin(hostOrigin)) {
    return new NftCheckoutError('CONFIGURATION', strings.payment.cardFrameNeedsHttp);
  }
  url.searchParams.set('origin', hostOrigin);
  return url.toString();
}

/**
 * The card fields: an iframe on the service origin (src/frame) that tokenizes the card itself and
 * hands back only a token, brand and last 4. Sized by the frame's resize messages.
 */
export function CardFrame(props: CardFrameProps) {
  const { frameUrl, clientToken, locale, theme } = props;
  const iframe = useRef<HTMLIFrameElement>(null);
  const bridge = useRef<CardFrameBridge | null>(null);
  // The latest callbacks, so a parent re-render never tears down the bridge.
  const latest = useRef(props);
  latest.current = props;
  const [height, setHeight] = useState(INITIAL_FRAME_HEIGHT);
  const src = useMemo(() => frameSource(frameUrl, location.origin), [frameUrl]);

  // Layout effects: Preact defers plain effect cleanups past unmount, and the listener and any
  // pending tokenize() must be gone by the time unmount() returns.
  useLayoutEffect(() => {
    if (src instanceof NftCheckoutError) {
      latest.current.onError?.(src);
      return;
    }
    const created = createCardFrameBridge({
      frameUrl: src,
      frameWindow: () => iframe.current?.contentWindow,
      init: { clientToken, locale, theme },
      onResize: setHeight,
      onValidityChange: (complete) => latest.current.onValidityChange?.(complete),
      onError: (error) => latest.current.onError?.(error),
    });
    bridge.current = created;
    latest.current.onHandle({ tokenize: () => created.tokenize() });
    return () => {
      bridge.current = null;
      created.dispose();
      latest.current.onHandle(null);
    };
    // The bridge belongs to one frame URL; token, locale and theme go through update().
  }, [src]);

  useLayoutEffect(() => {
    bridge.current?.update({ clientToken, locale, theme });
  }, [clientToken, locale, theme]);

  if (src instanceof NftCheckoutError) return null;
  return (
    <iframe
      ref={iframe}
      class="nftc-card-frame"
      title={props.title}
      src={src}
      height={height}
      referrerpolicy="no-referrer"
    />
  );
}
