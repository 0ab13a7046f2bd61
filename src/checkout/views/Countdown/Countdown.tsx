import { strings } from '../../strings.js';

/** Time left to pay; role=timer is not announced on every tick (its live setting is off). */
export function Countdown({ text }: { text: string }) {
  return (
    <p class="nftc-countdown">
      <span aria-hidden="true">{strings.countdown.label}: </span>
      <span role="timer" aria-label={strings.countdown.label}>
        {text}
      </span>
    </p>
  );
}
