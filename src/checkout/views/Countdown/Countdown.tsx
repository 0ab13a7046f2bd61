import { fillTemplate } from '../../../api/text.js';
import { purchaseStrings } from '../../purchase/strings.js';

export interface CountdownProps {
  /** Time left, already formatted. */
  text: string;
  /** The expiry as a clock time in the buyer's locale, when known. */
  until?: string | undefined;
  /** The current time warning, worded; the live region announces it, this shows it. */
  warning?: string | null | undefined;
  /** Offered with a warning: asks the service for more time. */
  onExtend?: (() => void) | undefined;
  extending?: boolean | undefined;
  /** Why the last request for more time failed. */
  error?: string | null | undefined;
}

/** Time left to pay; role=timer is not announced on every tick (its live setting is off). */
export function Countdown({ text, until, warning, onExtend, extending, error }: CountdownProps) {
  return (
    <>
      <p class="nftc-countdown">
        <span aria-hidden="true">{purchaseStrings.countdown.label}: </span>
        <span role="timer" aria-label={purchaseStrings.countdown.label}>
          {text}
        </span>
        {until && <span> ({fillTemplate(purchaseStrings.countdown.until, { time: until })})</span>}
      </p>
      {(warning || error) && (
        <div class="nftc-time-warning">
          {warning && <p>{warning}</p>}
          {error && <p class="nftc-error">{error}</p>}
          {onExtend && (
            <button
              type="button"
              class="nftc-button"
              disabled={extending}
              aria-busy={extending}
              onClick={onExtend}
            >
              {purchaseStrings.countdown.extend}
            </button>
          )}
        </div>
      )}
    </>
  );
}
