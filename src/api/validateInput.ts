import type { z } from 'zod/mini';
import { NftCheckoutError } from './errors.js';
import { summarizeIssues, toFieldIssues } from './issues.js';

/** Validates a value before it is sent, so a bad request never leaves the process. */
export function validateInput<T>(schema: z.ZodMiniType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value, { reportInput: true });
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error.issues);
  throw new NftCheckoutError('VALIDATION', `Invalid ${what}: ${summarizeIssues(issues)}.`, {
    issues,
  });
}
