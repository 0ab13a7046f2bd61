import type { z } from 'zod/mini';
import { summarizeIssues, toFieldIssues } from '../../api/issues.js';
import { badRequest } from './errors.js';

/**
 * Parses a request part with the interface's own schema. A failure is a 400 VALIDATION that
 * names every failing field, prefixed with where it was (e.g. `query.startDate`).
 */
export function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what: string,
  prefix: readonly string[] = [],
): z.output<S> {
  // reportInput lets the issues tell a missing field ("is required") from a wrong type.
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data as z.output<S>;
  const issues = toFieldIssues(result.error.issues, prefix);
  throw badRequest(`Invalid ${what}: ${summarizeIssues(issues)}.`, issues);
}
