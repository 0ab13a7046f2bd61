import {
  type FrameChannelOptions,
  type FrameInit,
  openFrameChannel,
} from '../../../checkout/frames/frameChannel.js';
import { type ChallengeOutcome, isChallengeOutcome } from '../api/challengeOutcome.js';

export interface ChallengeBridgeOptions extends FrameChannelOptions {
  init: () => FrameInit;
  onResize: (height: number) => void;
  onResult: (outcome: ChallengeOutcome) => void;
}

/**
 * The host side of the challenge frame: answers each `ready` (every page the form loads) with
 * `init`, and passes on the height and how the buyer left. Only the frame's window at its exact
 * origin is heard. Returns the function that stops listening.
 */
export function listenToChallenge(options: ChallengeBridgeOptions): () => void {
  const channel = openFrameChannel(options, (message) => {
    // The bank's page draws in its own colours: it is told the theme, never the widget's.
    if (message.type === 'ready') channel.postInit({ ...options.init(), colors: undefined });
    else if (message.type === 'resize') options.onResize(Math.ceil(message.height));
    else if (message.type === 'slice' && message.name === 'challengeResult') {
      // Any other outcome is not one of a challenge's: the message is ignored.
      const { outcome } = message.fields;
      if (isChallengeOutcome(outcome)) options.onResult(outcome);
    }
  });
  return channel.close;
}
