import type { SomeDocs } from '../docTypes.js';

export const OPENAPI_DOCS = {
  getOpenApi: {
    description:
      'The OpenAPI 3.1 document of the service, generated from the zod schemas of `src/api`; `servers[0]` is the origin the request reached. The same document is committed as `docs/openapi.json` (with `http://127.0.0.1:4010/v1`).',
    response: { description: 'The document.' },
  },
} satisfies SomeDocs;
