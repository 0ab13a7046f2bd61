import * as z from 'zod/mini';

/** Error body of every non-2xx answer: `{ code, message }` (spec 7), plus named fields. */
export const errorBodySchema = /* @__PURE__ */ z.object({
  code: z.string(),
  message: z.string(),
  issues: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
