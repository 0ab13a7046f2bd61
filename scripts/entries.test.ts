// Policy: the package root (`nft-checkout`) is the widget; the API layer is `nft-checkout/api`.
// The root may re-export from src/api only what a page needs with the widget, listed here; the
// declarations built from src/index.ts (dist/index.d.ts) carry exactly these re-exports. The API
// entry lists its names one by one too, from the modules of the service interface only (its
// values: src/api/index.test-d.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const ROOT = readFileSync('src/index.ts', 'utf8');
const API = readFileSync('src/api/index.ts', 'utf8');

/** `{ names }` of every `export … from '<module>'` in the root entry, by module. */
function reExports(text: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const match of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const names = (match[1] ?? '')
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean);
    found.set(match[2] ?? '', [...(found.get(match[2] ?? '') ?? []), ...names]);
  }
  return found;
}

const FROM_API: Record<string, string[]> = {
  './api/errors.js': ['ErrorCode', 'FieldIssue', 'NftCheckoutError'],
  './api/hostEvents.js': [
    'ActionRequiredEvent',
    'ActionResolvedEvent',
    'CALLBACK_NAMES',
    'CancelledEvent',
    'CHECKOUT_EVENT_TYPES',
    'ChangeEvent',
    'CheckoutCallbacks',
    'CheckoutEvent',
    'CheckoutEventMap',
    'CheckoutEventType',
    'CheckoutListener',
    'CheckoutListenerType',
    'CompleteEvent',
    'DeclinedEvent',
    'DOM_EVENT_NAMES',
    'EVENT_STATUSES',
    'ExpiredEvent',
    'ProcessedEvent',
    'ReadyEvent',
    'StepEvent',
    'VerificationEvent',
    'WalletUnavailableEvent',
  ],
  './api/orders.js': ['Order', 'OrderStatus'],
};

const API_MODULES = [
  '../slices/ach/api/bankAccounts.js',
  '../slices/ach/api/bankLink.js',
  './checkout.js',
  './checkoutBuyer.js',
  './checkoutClient.js',
  './checkoutPayment.js',
  './clientTokens.js',
  './customers.js',
  './errors.js',
  './http.js',
  '../slices/document/api/identity.js',
  '../slices/document/api/identityCheck.js',
  '../slices/wallet/api/paymentDomains.js',
  './issues.js',
  './lifecycle.js',
  './orderPage.js',
  './orderStatusMachine.js',
  './orders.js',
  './payments.js',
  './retry.js',
  './riskResponse.js',
  './serviceClient.js',
  './verifyWebhook.js',
  './webhookDeliveries.js',
  './webhooks.js',
];

describe('package entries', () => {
  it('the root re-exports names one by one, never a whole module', () => {
    expect(ROOT).not.toMatch(/export\s+\*/);
    expect(reExports(ROOT).size).toBeGreaterThan(5);
  });

  it('the root takes from the API layer only the listed names', () => {
    const fromApi = Object.fromEntries(
      [...reExports(ROOT)].filter(([module]) => module.startsWith('./api/')),
    );
    expect(fromApi).toEqual(FROM_API);
  });

  it('the API entry re-exports names one by one, from the modules a merchant uses', () => {
    expect(API).not.toMatch(/export\s+\*/);
    // Not the widget's own calls and plumbing: sessionClient, checkoutSchemas, lazySchema,
    // frameProtocol, images, actionSteps, testing/.
    expect([...reExports(API).keys()].sort()).toEqual([...API_MODULES].sort());
  });

  it('package.json maps the root to the widget build and ./api to the API build', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
      exports: Record<string, { types: string; import: string }>;
    };
    expect(pkg.exports['.']).toEqual({ types: './dist/index.d.ts', import: './dist/index.js' });
    expect(pkg.exports['./api']).toEqual({
      types: './dist/api/index.d.ts',
      import: './dist/api.js',
    });
  });
});
