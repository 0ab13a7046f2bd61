// The two committed files of the API reference, as `npm run openapi` writes them.
import { buildOpenApiDocument } from '../../src/sandbox/openapi/document.js';
import { renderApiMarkdown } from './render.js';

export const OPENAPI_PATH = 'docs/openapi.json';
export const API_MARKDOWN_PATH = 'docs/api.md';

/** docs/openapi.json (with the default sandbox origin as its server) and docs/api.md. */
export function renderReferenceFiles(): { openapi: string; markdown: string } {
  const document = buildOpenApiDocument();
  return {
    openapi: `${JSON.stringify(document, null, 2)}\n`,
    markdown: renderApiMarkdown(document),
  };
}
