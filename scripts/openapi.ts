// Writes docs/openapi.json and docs/api.md from the zod schemas in src/api: `npm run openapi`.
// scripts/openapi.test.ts fails while either committed file differs from what this writes.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { API_MARKDOWN_PATH, OPENAPI_PATH, renderReferenceFiles } from './openapi/files.js';

const files = renderReferenceFiles();
writeFileSync(OPENAPI_PATH, files.openapi);
writeFileSync(API_MARKDOWN_PATH, files.markdown);
// In the repository's JSON style, so `biome check .` passes on the committed file.
const formatted = spawnSync('node_modules/.bin/biome', ['format', '--write', OPENAPI_PATH], {
  stdio: 'inherit',
});
if (formatted.status !== 0) process.exit(formatted.status ?? 1);
process.stdout.write(`Wrote ${OPENAPI_PATH} and ${API_MARKDOWN_PATH}\n`);
