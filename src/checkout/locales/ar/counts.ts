import { type Counted, counted, type PluralForms } from '../../../api/text.js';

/** Counted seconds and minutes after a preposition (خلال، أقل من): Arabic has six forms. */
export const SECONDS: PluralForms = {
  one: 'ثانية واحدة',
  two: 'ثانيتين',
  few: '{count} ثوانٍ',
  many: '{count} ثانية',
  other: '{count} ثانية',
};
export const MINUTES: PluralForms = {
  one: 'دقيقة واحدة',
  two: 'دقيقتين',
  few: '{count} دقائق',
  many: '{count} دقيقة',
  other: '{count} دقيقة',
};

/** A counted sentence: `before` and `after` around each form of a counted phrase. */
export const around = (before: string, phrase: PluralForms, after: string): Counted =>
  counted(
    Object.fromEntries(
      Object.entries(phrase).map(([category, form]) => [category, `${before}${form}${after}`]),
    ) as PluralForms,
  );
