import type * as z from 'zod/mini';

/** Any zod schema, as the document's conversion takes it. */
export type ZodSchema = z.core.$ZodType;
