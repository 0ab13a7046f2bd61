import { NAMESPACE, readFrameMessage } from '../../../api/frameProtocol.js';
import type { CardFrameInit } from '../../../checkout/frames/bridge.js';
import type { ChallengeOutcome } from '../api/challengeOutcome.js';

export interface ChallengeBridgeOptions {
  /** The challenge page URL; only its origin is used, to check and address messages. */
  frameUrl: string;
  /** The iframe's window once it exists; messages from any other window are ignored. */
  frameWindow: () => Window | null | undefined;
  init: () => CardFrameInit;
  onResize: (height: number) => void;
  onResult: (outcome: ChallengeOutcome) => void;
  /** Window that receives the frame's messages (default: the current window). */
  host?: Window;
}

/**
 * The host side of the challenge frame: answers each `ready` (every page the form loads) with
 * `init`, and passes on the height and how the buyer left. Only the frame's window at its exact
 * origin is heard. Returns the function that stops listening.
 */
export function listenToChallenge(options: ChallengeBridgeOptions): () => void {
  const host = options.host ?? window;
  const frameOrigin = new URL(options.frameUrl).origin;
  const onMessage = (event: MessageEvent) => {
    const frame = options.frameWindow();
    if (event.origin !== frameOrigin || !frame || event.source !== frame) return;
    const message = readFrameMessage(event.data);
    if (message?.type === 'ready') {
      const { colors: _, ...init } = options.init();
      frame.postMessage({ ns: NAMESPACE, type: 'init', ...init }, frameOrigin);
    } else if (message?.type === 'resize') options.onResize(Math.ceil(message.height));
    else if (message?.type === 'challengeResult') options.onResult(message.outcome);
  };
  host.addEventListener('message', onMessage);
  return () => host.removeEventListener('message', onMessage);
}
