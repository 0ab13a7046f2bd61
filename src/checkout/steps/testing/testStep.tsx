// A test-only step, as the "Adding a step" recipe of docs/architecture.md would make it: what a
// new folder's index.ts holds, and its view as its chunk would export it.
import type { AnyStep, StepModule } from '../descriptor.js';

/** A step's view as its chunk would export it: a heading, Back and Continue from the flow. */
export const phoneModule: StepModule = {
  View: ({ model: checkout }) => (
    <section class="nftc-step">
      <h2 tabIndex={-1}>Your phone</h2>
      <div class="nftc-actions">
        <button type="button" class="nftc-button" onClick={checkout.back}>
          Back
        </button>
        <button type="button" class="nftc-button" onClick={() => void checkout.next()}>
          {checkout.flow.continueLabel.value}
        </button>
      </div>
    </section>
  ),
};

/** What steps/phone/index.ts would hold. */
export function phoneStep(more: Partial<AnyStep> = {}): AnyStep {
  return {
    id: 'test-phone',
    continueLabel: 'Continue to phone',
    needed: () => true,
    load: () => Promise.resolve(phoneModule),
    ...more,
  };
}
