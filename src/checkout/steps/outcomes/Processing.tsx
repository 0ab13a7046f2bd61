import { purchaseStrings } from '../../purchase/strings.js';
import { strings } from '../../strings.js';
import { StepHeading } from '../../views/StepHeading/StepHeading.js';

/** The payment is confirmed and its result not known yet. */
export function Processing() {
  return (
    <section class="nftc-step" aria-busy="true">
      <StepHeading>{strings.headings.processing}</StepHeading>
      <div class="nftc-spinner" aria-hidden="true" />
      <p>{purchaseStrings.outcome.processing}</p>
    </section>
  );
}
