// The sandbox's command line: its webhook and redirect flags, refused with the fix when wrong,
// the endpoints and attempts it prints, and its help.
import { describe, expect, it } from 'vitest';
import {
  runToExit,
  SANDBOX_SOURCE,
  sandboxArgs,
  startSandboxCommand,
  useProcessCleanup,
} from './testing/cliProcesses.js';

useProcessCleanup();

describe('webhook and redirect flags', { timeout: 60_000 }, () => {
  it.each([
    [['--webhook-url', 'ftp://shop.example/hooks'], {}, '--webhook-url must use http or https'],
    [
      ['--webhook-url', 'https://user:pw@shop.example/hooks'],
      {},
      '--webhook-url must not hold a user name or password',
    ],
    [
      [],
      { NFTC_WEBHOOK_URLS: 'https://a.example/h, nope' },
      'NFTC_WEBHOOK_URLS is not a valid URL',
    ],
    [
      ['--webhook-url', 'https://a.example/h', '--webhook-url', 'https://A.example/h'],
      {},
      '--webhook-url lists a value twice',
    ],
    [['--redirect-origin', 'http://shop.example'], {}, '--redirect-origin must use https'],
    [
      [],
      { NFTC_REDIRECT_ORIGINS: 'https://shop.example/return' },
      'NFTC_REDIRECT_ORIGINS must be an origin alone',
    ],
  ])('%j %j exits 2 naming the flag and the fix', async (args, env, says) => {
    const { code, output } = await runToExit([...args, ...sandboxArgs], env);
    expect(code).toBe(2);
    expect(output).toContain(says);
    expect(output).toContain('Usage: nft-checkout-sandbox');
    expect(output).not.toContain('pw@');
  });

  it('refuses more than 10 webhook URLs', async () => {
    const urls = Array.from({ length: 11 }, (_, i) => `https://a.example/${i}`).join(',');
    const { code, output } = await runToExit(sandboxArgs, { NFTC_WEBHOOK_URLS: urls });
    expect(code).toBe(2);
    expect(output).toContain('Too many values for NFTC_WEBHOOK_URLS: at most 10 are allowed.');
  });

  it('prints each endpoint with its secret, and logs every attempt with --webhook-log', async () => {
    const { startReceiver } = await import('./webhooks/testing/receiver.js');
    const rx = await startReceiver();
    try {
      const run = startSandboxCommand(process.execPath, [
        ...SANDBOX_SOURCE,
        ...sandboxArgs,
        '--webhook-log',
        '--webhook-url',
        rx.url,
        '--redirect-origin',
        'http://localhost:8080/',
      ]);
      const port = await run.port;
      const secret = /webhook for sandbox-merchant: \S+ {2}secret (whsec_\S+)/.exec(run.output());
      expect(secret?.[0]).toContain(rx.url);
      expect(run.output()).toContain('redirect origin for sandbox-merchant: http://localhost:8080');

      // A declined purchase, over HTTP like any client of the CLI's sandbox.
      const { createServiceClient } = await import('../api/serviceClient.js');
      const { createCheckoutClient } = await import('../api/checkoutClient.js');
      const { passBuyerChecks } = await import('./testing/buyerChecks.js');
      const { buyer } = await import('./testing/fixtures.js');
      const baseUrl = `http://127.0.0.1:${port}/v1`;
      const credentials = { clientId: 'sandbox-merchant', clientSecret: 'sandbox-secret' };
      const merchant = createServiceClient({ baseUrl, credentials });
      const { clientToken } = await merchant.createClientToken({
        nft: { name: 'Genesis #1', imageUrl: 'https://example.com/1.png', price: 10 },
      });
      const client = createCheckoutClient({ baseUrl, clientToken });
      const checks = await passBuyerChecks(baseUrl, clientToken, buyer());
      const card = await client.tokenizeCard({
        number: '4000000000000002',
        expMonth: 12,
        expYear: 2099,
        cvc: '123',
      });
      await client.confirm(
        { buyer: buyer(), payment: { type: 'card', cardToken: card.cardToken }, ...checks },
        crypto.randomUUID(),
      );
      await rx.waitUntil(() => rx.requests.length >= 2);
      const events = rx.accepted(secret?.[1] as string);
      expect(events.map((e) => e.type)).toEqual(['order.processing', 'order.declined']);
      const until = Date.now() + 5_000;
      while (!run.output().includes('order.declined') && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const line = `webhook order.declined ${events[1]?.id} attempt 1 → ${rx.url} 200 `;
      expect(run.output()).toContain(line);
      expect(
        run
          .output()
          .split('\n')
          .filter((l) => l.startsWith('webhook ')),
      ).toHaveLength(2);
    } finally {
      await rx.close();
    }
  });
});

describe('--help', () => {
  it('lists the webhook and redirect flags', async () => {
    const { code, output } = await runToExit(['--help']);
    expect(code).toBe(0);
    for (const flag of ['--webhook-url <url>', '--redirect-origin <o>', '--webhook-log']) {
      expect(output).toContain(flag);
    }
    expect(output).toContain('NFTC_WEBHOOK_URLS');
    expect(output).toContain('NFTC_REDIRECT_ORIGINS');
  });
});
