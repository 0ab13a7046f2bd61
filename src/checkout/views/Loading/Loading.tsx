import { strings } from '../../strings.js';
import { StepHeading } from '../StepHeading/StepHeading.js';

export function Loading() {
  return (
    <section class="nftc-step" aria-busy="true">
      <StepHeading>{strings.headings.loading}</StepHeading>
      <div class="nftc-spinner" aria-hidden="true" />
      <p class="nftc-muted">{strings.loading}</p>
    </section>
  );
}
