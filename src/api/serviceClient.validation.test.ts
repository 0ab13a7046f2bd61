import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServiceClient, type ServiceClient } from './serviceClient.js';
import { failure } from './testing/failure.js';
import { clientTokenRequest } from './testing/fixtures.js';
import { type ScriptedServer, startScriptedServer } from './testing/scriptedServer.js';

const credentials = { clientId: 'merchant-id', clientSecret: 'Sup3r-S3cret-Value' };

let server: ScriptedServer;
let client: ServiceClient;

beforeAll(async () => {
  server = await startScriptedServer();
  client = createServiceClient({ baseUrl: server.baseUrl, credentials, retry: { retries: 0 } });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

describe('requests are validated before sending', () => {
  const INVALID: Array<[string, (c: ServiceClient) => Promise<unknown>, string]> = [
    [
      'createClientToken',
      (c) => c.createClientToken({ ...clientTokenRequest(), expiresIn: 3601 }),
      'expiresIn',
    ],
    ['listOrders', (c) => c.listOrders({ startDate: '01/02/2026' }), 'startDate'],
    ['getOrder', (c) => c.getOrder(''), ''],
    [
      'postOrderEvent',
      (c) => c.postOrderEvent({ type: 'Delivered', transactionHash: '0x1' }),
      'orderId',
    ],
    [
      'createIdentityDocumentToken',
      (c) => c.createIdentityDocumentToken({ sessionKey: 'k'.repeat(101) }),
      'sessionKey',
    ],
    [
      'evaluateCustomer',
      (c) =>
        c.evaluateCustomer({
          flow: {},
          sessionKey: 's',
          customer: { id: 'u' },
          partnerId: 'p'.repeat(101),
        }),
      'partnerId',
    ],
    ['listCustomers', (c) => c.listCustomers({ customer_id: '' }), 'customer_id'],
    ['getVerification', (c) => c.getVerification('v', { sessionKey: 'not-a-uuid' }), 'sessionKey'],
    ['getVerification (id)', (c) => c.getVerification(''), ''],
    ['getBankAccount', (c) => c.getBankAccount(''), 'bank_account_id'],
    ['addBankAccount', (c) => c.addBankAccount({ processor_token: 'tok' }), 'bank_aggregator'],
    ['deleteBankAccount', (c) => c.deleteBankAccount(''), 'bank_account_id'],
  ];

  it.each(INVALID)('%s rejects with VALIDATION and sends nothing', async (_name, call, path) => {
    const pending = call(client);
    const error = await failure(pending);
    expect(error.code).toBe('VALIDATION');
    expect(error.status).toBeUndefined();
    expect(error.issues.map((i) => i.path)).toContain(path);
    expect(server.requests).toHaveLength(0);
  });

  it('names the bad field and the rule in the message', async () => {
    const error = await failure(
      client.createClientToken({
        ...clientTokenRequest(),
        nft: { name: 'x', imageUrl: 'javascript:alert(1)' },
      }),
    );
    expect(error.message).toBe(
      'Invalid client token request: nft.imageUrl must be an http(s) URL.',
    );
  });
});

describe('configuration', () => {
  const noCredentials = () => createServiceClient({ baseUrl: server.baseUrl });
  const CALLS: Array<(c: ServiceClient) => Promise<unknown>> = [
    (c) => c.createClientToken(clientTokenRequest()),
    (c) => c.listOrders(),
    (c) => c.getOrder('o'),
    (c) => c.postOrderEvent({ type: 'Delivered', orderId: 'o', transactionHash: 'h' }),
    (c) => c.createIdentityDocumentToken({ sessionKey: 's' }),
    (c) => c.evaluateCustomer({ flow: {}, sessionKey: 's', customer: { id: 'u' } }),
    (c) => c.listCustomers(),
    (c) => c.getVerification('v'),
    (c) => c.getBankAccount('b'),
    (c) => c.addBankAccount({ processor_token: 't', bank_aggregator: 'plaid' }),
    (c) => c.deleteBankAccount('b'),
  ];

  it('every merchant method without credentials → CONFIGURATION, nothing sent', async () => {
    const c = noCredentials();
    for (const call of CALLS) {
      const error = await failure(call(c));
      expect(error.code).toBe('CONFIGURATION');
      expect(error.message).toContain('credentials');
    }
    expect(server.requests).toHaveLength(0);
  });

  it('empty credentials count as missing', async () => {
    const c = createServiceClient({
      baseUrl: server.baseUrl,
      credentials: { clientId: 'id', clientSecret: '' },
    });
    expect((await failure(c.getOrder('o'))).code).toBe('CONFIGURATION');
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    undefined,
    '',
    'not a url',
    'ftp://127.0.0.1/v1',
    '/v1',
    'http://user:pass@127.0.0.1/v1',
  ])('baseUrl %j → CONFIGURATION at creation', (baseUrl) => {
    expect(() => createServiceClient({ baseUrl: baseUrl as string, credentials })).toThrow(
      expect.objectContaining({ code: 'CONFIGURATION' }),
    );
  });

  it('the baseUrl error does not echo a password given in it', () => {
    try {
      createServiceClient({ baseUrl: 'http://merchant-id:Sup3r-S3cret-Value@127.0.0.1/v1' });
    } catch (error) {
      expect(String(error)).not.toContain('Sup3r-S3cret-Value');
    }
  });
});
