import type { ComponentChildren } from 'preact';
import { strings } from '../../strings.js';
import type { ViewModel } from '../../viewModel.js';

/**
 * A later step's buttons: Back, the step's own (children), and Continue, busy while it works
 * (`continues` false: the step offers no Continue now). Continue also asks the service about the
 * steps ahead (the identity assessment): why that failed is said here, beside the button.
 */
export function StepActions({
  model,
  busy,
  continues = true,
  label,
  children,
}: {
  model: ViewModel;
  busy: boolean;
  continues?: boolean;
  /** Continue's words when they differ from where it leads (the photos are sent first). */
  label?: string;
  children?: ComponentChildren;
}) {
  const error = model.prepareError.value;
  const working = busy || model.preparing.value;
  return (
    <>
      {error && (
        <p class="nftc-alert" role="alert">
          {error}
        </p>
      )}
      <div class="nftc-actions">
        <button type="button" class="nftc-button" onClick={model.back}>
          {strings.buttons.back}
        </button>
        {children}
        {continues && (
          <button
            type="button"
            class="nftc-button nftc-primary"
            disabled={working}
            aria-busy={working}
            onClick={() => void model.next()}
          >
            {label ?? model.flow.continueLabel.value}
          </button>
        )}
      </div>
    </>
  );
}
