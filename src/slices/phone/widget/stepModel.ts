import type { StepModelContext } from '../../../checkout/steps/stepModel.js';
import { PhoneModel } from './model.js';
import { isPhoneVerified, phoneFact } from './verifiedPhone.js';

/** The phone step's model, on the buyer form's phone and the facts verified so far. */
export function createStepModel(context: StepModelContext): PhoneModel {
  const { form, session, verified } = context;
  return new PhoneModel({
    client: context.client,
    signal: context.signal,
    clock: context.clock,
    phone: () => form.values.value.phone,
    setPhone: (value) => form.setField('phone', value),
    isVerified: (number) => isPhoneVerified(session, verified.value, number),
    onVerified: (number) => {
      const known = verified.value;
      if (!known.includes(phoneFact(number))) verified.value = [...known, phoneFact(number)];
    },
    formatTime: context.formatTime,
    report: context.report,
  });
}
