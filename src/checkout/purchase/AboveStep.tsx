import type { StepModule } from '../steps/descriptor.js';
import { stepPart } from '../steps/index.js';
import type { Step } from '../steps/screen.js';
import type { ViewModel } from '../viewModel.js';
import { usePart } from '../views/Part/usePart.js';
import type { UpfrontPart } from './purchaseApi.js';
import { TimeToPay } from './TimeToPay.js';

/**
 * The purchase's views above the step: the time to pay, then on the first step a later step's
 * part (the payment's wallet buttons, when the host sets `expressWallets`).
 */
export function AboveStep({ model, step }: { model: ViewModel; step: Step }) {
  const upfront = model.purchase.value?.upfront.value;
  return (
    <>
      <TimeToPay model={model} step={step} />
      {upfront && <Upfront key={upfront.id} model={model} part={upfront} />}
    </>
  );
}

/**
 * The step view's `Upfront`, from its chunk (prefetched while the first step shows). Nothing
 * while it loads or if it cannot: the step offers the same when the buyer reaches it.
 */
function Upfront({ model, part }: { model: ViewModel; part: UpfrontPart }) {
  const load = part.load as () => Promise<StepModule>;
  const View = usePart(stepPart(part.id), load, model.report).module?.Upfront;
  return View ? <View model={model} /> : null;
}
