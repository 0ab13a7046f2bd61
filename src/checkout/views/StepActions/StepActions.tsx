import type { ComponentChildren } from 'preact';
import type { CheckoutModel } from '../../model.js';
import { strings } from '../../strings.js';

/** A later step's buttons: Back, the step's own (children), and Continue, busy while it works. */
export function StepActions({
  model,
  busy,
  children,
}: {
  model: CheckoutModel;
  busy: boolean;
  children?: ComponentChildren;
}) {
  return (
    <div class="nftc-actions">
      <button type="button" class="nftc-button" onClick={model.back}>
        {strings.buttons.back}
      </button>
      {children}
      <button
        type="button"
        class="nftc-button nftc-primary"
        disabled={busy}
        aria-busy={busy}
        onClick={() => void model.next()}
      >
        {model.flow.continueLabel.value}
      </button>
    </div>
  );
}
