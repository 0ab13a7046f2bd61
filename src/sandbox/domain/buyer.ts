import { ageOn, isPoBox, MINIMUM_AGE } from '../../api/buyerRules.js';
import type { Buyer } from '../../api/checkoutBuyer.js';
import type { FieldIssue } from '../../api/errors.js';

// The rules are shared with the widget and the risk engine (src/api/buyerRules.ts).
export { ageOn, MINIMUM_AGE } from '../../api/buyerRules.js';

/** What the service refuses in a buyer that the schema accepts: age under 18, PO boxes. */
export function buyerIssues(buyer: Buyer, now: Date): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const age = ageOn(buyer.dateOfBirth, now);
  if (age === undefined) {
    issues.push({ path: 'buyer.dateOfBirth', message: 'must be a real calendar date' });
  } else if (age < MINIMUM_AGE) {
    issues.push({ path: 'buyer.dateOfBirth', message: `buyer must be ${MINIMUM_AGE} or older` });
  }
  for (const field of ['street1', 'street2'] as const) {
    const value = buyer.address[field];
    if (value && isPoBox(value)) {
      issues.push({
        path: `buyer.address.${field}`,
        message: 'must be a street address, not a PO box',
      });
    }
  }
  return issues;
}
