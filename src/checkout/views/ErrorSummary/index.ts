export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './ErrorSummary.js';
export { useFocusOnChange } from './useFocusOnChange.js';
