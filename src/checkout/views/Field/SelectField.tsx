import type { FieldBehaviourHandlers } from '../../behaviour.js';
import { describedBy } from './Field.js';

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Text of an empty first option, when no value is chosen yet. */
  placeholder?: string;
  error?: string | undefined;
  autocomplete?: string;
  required?: boolean;
  onValue(value: string): void;
  /** Focus left the field; `relatedTarget` is where it went (null when nowhere or unknown). */
  onLeave?: (event: FocusEvent) => void;
  behaviour?: FieldBehaviourHandlers | undefined;
  /** The buyer is about to use the select (focus, pointer down): options drawn late come now. */
  onReach?: (() => void) | undefined;
}

/** A labelled select with its error tied to it. */
export function SelectField(props: SelectFieldProps) {
  const { id, error, behaviour } = props;
  return (
    <div class="nftc-field">
      <label class="nftc-label" for={id}>
        {props.label}
      </label>
      <select
        onFocus={() => {
          props.onReach?.();
          behaviour?.onFocus();
        }}
        onPointerDown={props.onReach}
        onKeyDown={behaviour?.onKeyDown}
        id={id}
        class="nftc-input"
        value={props.value}
        autocomplete={props.autocomplete}
        required={props.required}
        aria-required={props.required ? 'true' : undefined}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, false, error)}
        onChange={(event) => props.onValue(event.currentTarget.value)}
        onBlur={(event) => {
          behaviour?.onBlur();
          props.onLeave?.(event);
        }}
      >
        {props.placeholder !== undefined && <option value="">{props.placeholder}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p class="nftc-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
