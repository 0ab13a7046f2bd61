export { describedBy, Field, type FieldProps } from './Field.js';
export { SelectField, type SelectFieldProps } from './SelectField.js';
