import { useMemo, useState } from 'preact/hooks';
import {
  BUYER_FIELDS,
  type BuyerField,
  LTM_FIELDS,
  postalCodeHint,
} from '../../../checkout/buyerForm.js';
import { strings } from '../../../checkout/strings.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { ErrorSummary, useFocusOnChange } from '../../../checkout/views/ErrorSummary/index.js';
import { Field, type FieldProps, SelectField } from '../../../checkout/views/Field/index.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';
import { useQuietTurn } from '../../../checkout/views/useQuietTurn.js';

/** A field's hint by its key: read when the form draws, so a new language shows at once. */
type HintKey = 'dateOfBirth' | 'phone' | 'regionCode';
type InputSpec = Pick<FieldProps, 'type' | 'autocomplete'> & { optional?: boolean; hint?: HintKey };

const INPUTS: Record<Exclude<BuyerField, 'countryCode'>, InputSpec> = {
  firstName: { autocomplete: 'given-name' },
  lastName: { autocomplete: 'family-name' },
  dateOfBirth: { type: 'date', autocomplete: 'bday', hint: 'dateOfBirth' },
  emailAddress: { type: 'email', autocomplete: 'email' },
  phone: { type: 'tel', autocomplete: 'tel', hint: 'phone' },
  street1: { autocomplete: 'address-line1' },
  street2: { autocomplete: 'address-line2', optional: true },
  city: { autocomplete: 'address-level2' },
  regionCode: { autocomplete: 'address-level1', hint: 'regionCode' },
  postalCode: { autocomplete: 'postal-code' },
};

/** Rows of fields that sit side by side when there is room. */
const ROWS: BuyerField[][] = [
  ['firstName', 'lastName'],
  ['dateOfBirth'],
  ['emailAddress', 'phone'],
  ['street1'],
  ['street2'],
  ['city', 'regionCode'],
  ['postalCode', 'countryCode'],
];

export const fieldId = (field: BuyerField) => `nftc-${field}`;

/**
 * False on the first render; true once `steps` ran, each at a quiet moment of its own, or at once
 * when called.
 */
function useSoon(steps: (() => unknown)[]): [boolean, () => void] {
  const [ready, setReady] = useState(false);
  useQuietTurn(!ready, null, ...steps, () => setReady(true));
  return [ready, () => setReady(true)];
}

/** Step 1: the buyer's identity and address, prefilled and checked field by field. */
export function BuyerForm({ model }: { model: ViewModel }) {
  const { form, format, behaviour } = model;
  const values = form.values.value;
  const errors = form.errors.value;
  // After each failed submit, focus goes to the error summary at the top (GOV.UK pattern).
  const summaryRef = useFocusOnChange(form.failedSubmits.value);
  const summary = form.summary.value;
  // Continue asks the service whether a document is needed; why it could not is said here.
  const assessError = model.prepareError.value;
  // The 249 country names cost the first render most of its time (the locale's region names,
  // sorting, the options): it holds the chosen country only, by its code, and the named list
  // comes in quiet time, or at once when the buyer reaches for the select.
  const [allCountries, showAllCountries] = useSoon(format.countrySteps());
  const countries = allCountries
    ? format.countries()
    : values.countryCode
      ? [{ value: values.countryCode, label: values.countryCode }]
      : [];
  const handlers = useMemo(
    () =>
      Object.fromEntries(
        BUYER_FIELDS.map((field) => [field, behaviour.handlers(field, LTM_FIELDS.includes(field))]),
      ),
    [behaviour],
  );

  const render = (field: BuyerField) => {
    const common = {
      id: fieldId(field),
      label: strings.fields[field],
      value: values[field],
      error: errors[field],
      onValue: (value: string) => form.setField(field, value),
      onLeave: (event: FocusEvent) => {
        // Going to the submit button: the submit checks every field. An error shown now would
        // move the button from under the pointer between press and release, and the click
        // would miss it.
        const next = event.relatedTarget;
        if (next instanceof HTMLButtonElement && next.type === 'submit') return;
        if (values[field] || errors[field]) form.checkField(field);
      },
      behaviour: handlers[field],
    };
    if (field === 'countryCode') {
      return (
        <SelectField
          key={field}
          {...common}
          required
          autocomplete="country"
          placeholder={strings.selectCountry}
          options={countries}
          onReach={showAllCountries}
        />
      );
    }
    const spec = INPUTS[field];
    const hint =
      field === 'postalCode'
        ? postalCodeHint(values.countryCode)
        : spec.hint && strings.hints[spec.hint];
    return <Field key={field} {...common} {...spec} hint={hint} required={!spec.optional} />;
  };

  return (
    <form
      class="nftc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void model.next();
      }}
    >
      <StepHeading>{strings.headings.details}</StepHeading>
      {summary.length > 0 && (
        <ErrorSummary
          id="nftc-details-errors"
          containerRef={summaryRef}
          items={summary.map(({ field, message }) => ({ target: fieldId(field), message }))}
        />
      )}
      {ROWS.map((row) => (
        <div class="nftc-row" key={row.join()}>
          {row.map(render)}
        </div>
      ))}
      {assessError && (
        <p class="nftc-alert" role="alert">
          {assessError}
        </p>
      )}
      <div class="nftc-actions">
        <button type="submit" class="nftc-button nftc-primary">
          {model.flow.continueLabel.value}
        </button>
      </div>
    </form>
  );
}
