import { normalisePhone } from '../../../api/formats.js';
import type { StepModelContext } from '../../../checkout/steps/stepModel.js';
import { PhoneModel } from './model.js';

/** The phone step's model, on the buyer form's phone and the phones verified so far. */
export function createStepModel(context: StepModelContext): PhoneModel {
  const { form, session, verifiedPhones } = context;
  return new PhoneModel({
    client: context.client,
    signal: context.signal,
    clock: context.clock,
    phone: () => form.values.value.phone,
    setPhone: (value) => form.setField('phone', value),
    isVerified: (number) =>
      verifiedPhones.value.includes(number) ||
      normalisePhone(session.checks.phone.verifiedPhone ?? '') === number,
    onVerified: (number) => {
      const known = verifiedPhones.value;
      if (!known.includes(number)) verifiedPhones.value = [...known, number];
    },
    formatTime: context.formatTime,
    report: context.report,
  });
}
