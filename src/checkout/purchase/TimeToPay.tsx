import type { Step } from '../steps/screen.js';
import type { ViewModel } from '../viewModel.js';
import { Countdown } from '../views/Countdown/Countdown.js';

/** The time to pay shows while the order can be paid: on the form, and after a decline it allows. */
function showsTime(model: ViewModel, step: Step): boolean {
  if (model.onForm.value) return true;
  return step === 'declined' && (model.orderState.value?.attemptsLeft ?? 0) > 0;
}

/** The countdown, its warnings and "More time to pay": part of the purchase's chunk. */
export function TimeToPay({ model, step }: { model: ViewModel; step: Step }) {
  const purchase = model.purchase.value;
  const time = purchase?.time;
  const seconds = time?.secondsLeft.value ?? null;
  if (!purchase || !time || seconds === null || !showsTime(model, step)) return null;
  return (
    <Countdown
      text={purchase.timeFormat.duration(seconds)}
      until={time.until.value ?? undefined}
      warning={time.warning.value === null ? null : time.warningText()}
      onExtend={time.offer.value ? () => void time.extend() : undefined}
      extending={time.extending.value}
      error={time.extendError.value}
    />
  );
}
