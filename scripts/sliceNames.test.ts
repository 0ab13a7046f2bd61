// Central code knows the purchase's parts (phone, tax id, document, card, ACH, challenge) only
// through registries built from one list each (docs/architecture.md, "Slices"). This lists the
// registries: no other central file may import a slice, and each listed one does.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const PARTS = ['phone', 'taxId', 'document', 'card', 'ach', 'challenge', 'wallet'];
const IMPORT = new RegExp(`from '[./]*/slices/(?:${PARTS.join('|')})/`);

/** The lists of slices' parts: each is one list, and the only place a new part is named. */
const REGISTRIES = [
  'src/api/clientCalls.ts',
  'src/api/endpoints/index.ts',
  'src/api/index.ts',
  'src/api/merchantCalls.ts',
  'src/api/checkoutSchemas.ts',
  // The buyer checks a session carries, by check.
  'src/api/checkoutChecks.ts',
  // Confirm's payment, by payment method.
  'src/api/payments.ts',
  // The host events of the purchase's steps.
  'src/api/stepEvents.ts',
  // The webhook events of the purchase's steps.
  'src/api/webhookParts.ts',
  // What slices add to an order's state.
  'src/api/orderStateParts.ts',
  'src/checkout/locales/catalog.ts',
  'src/checkout/payment/methods/index.ts',
  'src/checkout/steps/index.ts',
  'src/frame/frameApps.ts',
  'src/sandbox/confirm/registry.ts',
  'src/sandbox/endpointHandlers.ts',
  'src/sandbox/handlers/browser/sessionChecks.ts',
  // What slices keep in the sandbox's store.
  'src/sandbox/store/sliceRecords.ts',
  // What slices add to an order's state in the sandbox.
  'src/sandbox/domain/stateParts.ts',
  'src/sandbox/index.ts',
  'src/sandbox/openapi/docs/index.ts',
  // The examples of the steps' webhook events.
  'src/sandbox/openapi/stepWebhookExamples.ts',
  // The schemas each slice's endpoints name in the OpenAPI document.
  'src/sandbox/openapi/sliceSchemas.ts',
  'src/sandbox/runtime/timedParts.ts',
  // What each buyer check keeps in the sandbox, by check (and the entry's re-exports of its rules).
  'src/sandbox/verification/index.ts',
];

/** Source files outside the slices, without tests and test-only helpers. */
function centralFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return path === 'src/slices' || entry.name === 'testing' || entry.name === 'integration'
        ? []
        : centralFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test(?:-d)?\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('central code names the purchase’s parts only in registries', () => {
  const naming = centralFiles()
    .filter((path) => IMPORT.test(readFileSync(path, 'utf8')))
    .sort();

  it('no other central file imports a part’s slice', () => {
    expect(naming.filter((path) => !REGISTRIES.includes(path))).toEqual([]);
  });

  it('each registry names a part (one that no longer does leaves the list)', () => {
    expect(REGISTRIES.filter((path) => !naming.includes(path))).toEqual([]);
  });
});
