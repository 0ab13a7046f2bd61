import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { frameSource } from '../../../checkout/frames/frameSource.js';
import { useColorScheme } from '../../../checkout/frames/useColorScheme.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { Theme } from '../../../checkout/theme.js';
import type { ChallengeOutcome } from '../api/challengeOutcome.js';
import { listenToChallenge } from './challengeBridge.js';

export interface ChallengeFrameProps {
  /** The order state's `nextAction.url`: the issuer's page on the service origin. */
  url: string;
  clientToken: string;
  locale: string;
  theme: Theme;
  onResult: (outcome: ChallengeOutcome) => void;
}

/** About the page's form, so the checkout jumps less before the frame reports its height. */
const INITIAL_HEIGHT = 360;

/**
 * The issuer's challenge page, framed in the checkout and sized by its messages. Sandboxed to
 * what the page needs: its form and script, on its own origin (the service checks the form's
 * Origin), and no way to navigate the host page or open windows.
 */
export function ChallengeFrame({ url, clientToken, locale, theme, onResult }: ChallengeFrameProps) {
  const scheme = useColorScheme(theme);
  const iframe = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(INITIAL_HEIGHT);
  // The page is rendered in the checkout's language when it opens.
  const src = useMemo(
    () => frameSource(url, location.origin, purchaseStrings.challenge, locale),
    [url],
  );
  // The latest props, so a parent re-render never drops the listener.
  const latest = useRef({ clientToken, locale, theme: scheme, onResult });
  latest.current = { clientToken, locale, theme: scheme, onResult };

  useLayoutEffect(() => {
    if (typeof src !== 'string') return;
    return listenToChallenge({
      frameUrl: src,
      frameWindow: () => iframe.current?.contentWindow,
      init: () => {
        const { onResult: _, ...init } = latest.current;
        return init;
      },
      onResize: setHeight,
      onResult: (outcome) => latest.current.onResult(outcome),
    });
  }, [src]);

  if (typeof src !== 'string') {
    return (
      <p class="nftc-alert" role="alert">
        {src.message}
      </p>
    );
  }
  return (
    <iframe
      ref={iframe}
      class="nftc-frame"
      title={purchaseStrings.challenge.frameTitle}
      src={src}
      height={height}
      referrerpolicy="no-referrer"
      sandbox="allow-forms allow-scripts allow-same-origin"
    />
  );
}
