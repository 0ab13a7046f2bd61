import type { FieldBehaviourHandlers } from '../../behaviour.js';

export interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string | undefined;
  type?: 'text' | 'email' | 'tel' | 'date' | 'password';
  autocomplete?: string;
  required?: boolean;
  inputMode?: 'numeric' | 'tel';
  maxLength?: number;
  onValue(value: string): void;
  /** Focus left the field; `relatedTarget` is where it went (null when nowhere or unknown). */
  onLeave?: (event: FocusEvent) => void;
  behaviour?: FieldBehaviourHandlers | undefined;
}

/** ids of the hint and error, for aria-describedby. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A labelled input whose hint and error are tied to it (aria-describedby, aria-invalid). */
export function Field(props: FieldProps) {
  const { id, error, hint, behaviour } = props;
  return (
    <div class="nftc-field">
      <label class="nftc-label" for={id}>
        {props.label}
      </label>
      {hint && (
        <p class="nftc-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      <input
        {...behaviour}
        id={id}
        class="nftc-input"
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        autocomplete={props.autocomplete}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        required={props.required}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onInput={(event) => {
          behaviour?.onInput(event);
          props.onValue(event.currentTarget.value);
        }}
        onBlur={(event) => {
          behaviour?.onBlur();
          props.onLeave?.(event);
        }}
      />
      {error && (
        <p class="nftc-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
