import { fireEvent, render, screen } from '@testing-library/preact';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './Field.js';
import { SelectField } from './SelectField.js';

describe('Field', () => {
  it('labels the input and ties hint and error to it', () => {
    render(
      <Field
        id="f"
        label="Phone"
        value="12"
        hint="With country code"
        error="Bad"
        onValue={() => {}}
      />,
    );
    const input = screen.getByLabelText('Phone');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-hint f-error');
    expect(screen.getByText('Bad').id).toBe('f-error');
    expect(screen.getByText('With country code').id).toBe('f-hint');
  });

  it('reports typed values and leaving, without marking a valid field invalid', () => {
    const onValue = vi.fn();
    const onLeave = vi.fn();
    render(<Field id="f" label="City" value="" onValue={onValue} onLeave={onLeave} />);
    const input = screen.getByLabelText('City');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.input(input, { target: { value: 'Paris' } });
    fireEvent.blur(input);
    expect(onValue).toHaveBeenCalledWith('Paris');
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

describe('SelectField', () => {
  it('labels the select and reports the chosen value', () => {
    const onValue = vi.fn();
    render(
      <SelectField
        id="s"
        label="Country"
        value=""
        placeholder="Select a country"
        options={[{ value: 'FR', label: 'France' }]}
        error="Select your country."
        onValue={onValue}
      />,
    );
    const select = screen.getByLabelText('Country') as HTMLSelectElement;
    expect(select.getAttribute('aria-describedby')).toBe('s-error');
    fireEvent.change(select, { target: { value: 'FR' } });
    expect(onValue).toHaveBeenCalledWith('FR');
  });
});
