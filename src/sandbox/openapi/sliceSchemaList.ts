import type { ZodSchema } from './zodSchema.js';

/**
 * The schemas a slice's endpoints name in the OpenAPI document, by the names of
 * src/api/endpoints/schemaNames.ts: answers (converted as output), request bodies (as input) and
 * the path, query and header schemas written out where used.
 */
export interface SliceSchemaList {
  answers: Readonly<Record<string, ZodSchema>>;
  inputs: Readonly<Record<string, ZodSchema>>;
  inline: Readonly<Record<string, ZodSchema>>;
}
