import { CONTACT_RULES } from './contactRules.js';
import { DEVICE_RULES } from './deviceRules.js';
import { FLOW_RULES } from './flowRules.js';
import { PERSON_RULES } from './personRules.js';
import type { CheckpointName, RuleDefinition } from './rule.js';

/**
 * Every rule of the sandbox, ordered by id: the customer checkpoint's (how the buyer is reached,
 * who they are), the device's, the flow's. Ids never change meaning.
 */
export const RULES: readonly RuleDefinition[] = [
  ...CONTACT_RULES,
  ...PERSON_RULES,
  ...DEVICE_RULES,
  ...FLOW_RULES,
];

export function rulesOf(checkpoint: CheckpointName): RuleDefinition[] {
  return RULES.filter((rule) => rule.checkpoint === checkpoint);
}

export function ruleById(id: number): RuleDefinition | undefined {
  return RULES.find((rule) => rule.id === id);
}

/** The catalogue as data (what docs and tests show), without the predicates. */
export function ruleCatalogue() {
  return RULES.map(({ fires: _fires, ...meta }) => meta);
}
