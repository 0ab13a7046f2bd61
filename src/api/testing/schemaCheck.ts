// Test-only: what a schema says about a value, in the form tests compare most easily.
import type { z } from 'zod/mini';
import { toFieldIssues } from '../issues.js';

/** Dotted paths of the fields that fail; empty when the value is accepted. */
export function failingPaths(schema: z.ZodMiniType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : [...new Set(toFieldIssues(result.error.issues).map((i) => i.path))];
}

/** The readable messages of the failing fields, joined. */
export function messagesOf(schema: z.ZodMiniType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success
    ? ''
    : toFieldIssues(result.error.issues)
        .map((i) => `${i.path} ${i.message}`)
        .join('; ');
}

export function accepts(schema: z.ZodMiniType, value: unknown): boolean {
  return schema.safeParse(value).success;
}
