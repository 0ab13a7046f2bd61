import type { BehaviorBiometrics, FieldMetric } from '../../api/customers.js';

/** Expert keys (shortcuts, Tab, Home/End) from this count on are reported (reason code BBEK). */
export const EXPERT_KEY_THRESHOLD = 10;

export interface BiometricFacts {
  /** Paste events in fields people know by heart (name, email, birth date, address, SSN). */
  ltmPasteEvents: number;
  ltmAutofillEvents: number;
  expertKeyEvents: number;
}

function count(value: number | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function sum(fields: readonly FieldMetric[], pick: (f: FieldMetric) => number | undefined) {
  return fields.reduce((total, f) => total + count(pick(f)), 0);
}

/**
 * Counts from the per-field list, or from the page totals when the SDK sent only those; the larger
 * wins so that neither form can hide events.
 */
export function biometricFacts(data: BehaviorBiometrics | undefined): BiometricFacts {
  const fields = data?.fields ?? [];
  const ltm = fields.filter((f) => f.isLTM === true);
  const ltmTotals = data?.pageFieldLTM?.absolute;
  const nonLtmTotals = data?.pageFieldNonLTM?.absolute;
  return {
    ltmPasteEvents: Math.max(
      sum(ltm, (f) => f.numCopyPasteEvents),
      count(ltmTotals?.numCopyPasteEvents),
    ),
    ltmAutofillEvents: Math.max(
      sum(ltm, (f) => f.numAutoFillEvents),
      count(ltmTotals?.numAutoFillEvents),
    ),
    expertKeyEvents: Math.max(
      sum(fields, (f) => f.numExpertKeyEvents),
      count(ltmTotals?.numExpertKeyEvents) + count(nonLtmTotals?.numExpertKeyEvents),
    ),
  };
}
