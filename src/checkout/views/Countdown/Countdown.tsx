import { strings } from '../../strings.js';

export interface CountdownProps {
  /** Time left, already formatted. */
  text: string;
  /** The expiry as a clock time in the buyer's locale, when known. */
  until?: string | undefined;
}

/** Time left to pay; role=timer is not announced on every tick (its live setting is off). */
export function Countdown({ text, until }: CountdownProps) {
  return (
    <p class="nftc-countdown">
      <span aria-hidden="true">{strings.countdown.label}: </span>
      <span role="timer" aria-label={strings.countdown.label}>
        {text}
      </span>
      {until && <span> ({strings.countdown.until(until)})</span>}
    </p>
  );
}
