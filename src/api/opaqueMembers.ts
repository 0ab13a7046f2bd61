// Opaque members of the risk requests and answers: any JSON object, whose shape the service
// does not define; in a request, held to OPAQUE_BOUNDS.
import * as z from 'zod/mini';
import { jsonBoundsProblem, OPAQUE_BOUNDS } from './jsonBounds.js';

/** Any JSON object. */
export const opaqueObject = () => z.record(z.string(), z.unknown());

/**
 * An opaque member of a request within OPAQUE_BOUNDS (10 levels, 500 members), so no request
 * can store a value too deep or too wide to be read back; the issue names where it goes past.
 */
export const withinOpaqueBounds = <T extends object>(schema: z.ZodMiniType<T>) =>
  schema.check(
    z.superRefine((value, ctx) => {
      const problem = jsonBoundsProblem(value, OPAQUE_BOUNDS);
      if (problem) ctx.addIssue({ code: 'custom', ...problem, input: value });
    }),
  );
