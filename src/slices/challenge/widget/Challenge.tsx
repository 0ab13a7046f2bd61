import { useLayoutEffect, useRef } from 'preact/hooks';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { ChallengeFrame, type ChallengeFrameProps } from './ChallengeFrame.js';

/**
 * The bank's challenge inside the checkout. The step does not change when it comes, so focus
 * moves to its heading here: screen readers say what is asked, and the frame comes next in order.
 */
export function Challenge(props: ChallengeFrameProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section class="nftc-step">
      <h2 class="nftc-heading" tabIndex={-1} ref={heading}>
        {purchaseStrings.challenge.heading}
      </h2>
      <p role="status">{purchaseStrings.challenge.intro}</p>
      <ChallengeFrame {...props} />
    </section>
  );
}
