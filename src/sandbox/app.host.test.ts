// A forged Host header never reaches a URL the sandbox hands out: every answer names the listen
// address, or publicOrigin when the sandbox has one.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_MERCHANTS } from './options.js';
import {
  basic,
  buyer,
  CARDS,
  MERCHANT,
  nftRequest,
  startTestSandbox,
  type TestSandbox,
} from './testing/harness.js';

// The hosted page needs dist/: a directory of the test's own, so this holds before a build too.
const dist = vi.hoisted(() => ({ dir: '' }));
vi.mock('./hosted/distDir.js', () => ({ distDir: () => dist.dir }));

const EVIL = 'evil.example';
const SHOP = 'https://shop.example';
let root: string;
let t: TestSandbox;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'nftc-host-'));
  dist.dir = join(root, 'dist');
  mkdirSync(dist.dir);
  writeFileSync(join(dist.dir, 'nft-checkout.iife.js'), 'var NftCheckout = {};');
  writeFileSync(join(dist.dir, 'hosted-page.js'), '(function(){})();');
  const [documented, ...others] = DEFAULT_MERCHANTS;
  t = await startTestSandbox({
    merchants: [{ ...documented!, redirectOrigins: [SHOP] }, ...others],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

interface Forged {
  status: number;
  /** Every header of the answer and the body, as one text. */
  everything: string;
  json: unknown;
}

/** A request to `origin` whose Host (and X-Forwarded-Host) name another site. */
function forged(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Forged> {
  const text = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, {
      method,
      headers: {
        ...headers,
        host: EVIL,
        'x-forwarded-host': EVIL,
        ...(text === undefined ? {} : { 'content-type': 'application/json' }),
      },
    });
    req.on('response', (res) => {
      let answer = '';
      res.on('data', (chunk: Buffer) => {
        answer += chunk.toString();
      });
      res.on('end', () => {
        let json: unknown;
        try {
          json = JSON.parse(answer);
        } catch {
          json = undefined;
        }
        const everything = `${JSON.stringify(res.headers)}\n${answer}`;
        resolve({ status: res.statusCode ?? 0, everything, json });
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

describe('a forged Host header', { timeout: 20_000 }, () => {
  it('reaches no URL of the token, session, frames, OpenAPI document or hosted page', async () => {
    const origin = t.sandbox.origin;
    const auth = { authorization: basic(MERCHANT) };
    const token = await forged(origin, 'POST', '/v1/auth/client-tokens', auth, nftRequest());
    expect(token.status).toBe(200);
    const bearer = {
      authorization: `Bearer ${(token.json as { clientToken: string }).clientToken}`,
    };
    const client = (token.json as { clientToken: string }).clientToken;
    const answers = {
      token,
      session: await forged(origin, 'GET', '/v1/checkout/session', bearer),
      openapi: await forged(origin, 'GET', '/v1/openapi.json'),
      hosted: await forged(origin, 'GET', `/checkout?client_token=${client}&redirect_url=${SHOP}/`),
      cardFrame: await forged(origin, 'GET', `/v1/checkout/card-frame?origin=${SHOP}`),
      taxIdFrame: await forged(origin, 'GET', `/v1/checkout/tax-id-frame?origin=${SHOP}`),
      documentFrame: await forged(origin, 'GET', `/v1/checkout/document-frame?origin=${SHOP}`),
      missing: await forged(origin, 'GET', '/v1/nothing'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.status, name).toBeLessThan(500);
      expect(answer.everything, name).not.toContain(EVIL);
    }
    const session = answers.session.json as {
      cardFrameUrl: string;
      checks: { taxId: { frameUrl: string }; identity: { frameUrl: string } };
    };
    expect(session.cardFrameUrl).toBe(`${origin}/v1/checkout/card-frame`);
    expect(session.checks.taxId.frameUrl).toBe(`${origin}/v1/checkout/tax-id-frame`);
    expect(session.checks.identity.frameUrl).toBe(`${origin}/v1/checkout/document-frame`);
    expect((answers.openapi.json as { servers: { url: string }[] }).servers[0]?.url).toBe(t.url);
    expect(answers.hosted.everything).toContain(`${origin}/v1`);
  });

  it("reaches no card challenge's URL", async () => {
    const checkout = await t.open();
    const who = buyer();
    const checks = await checkout.passChecks(who);
    const card = await checkout.client.tokenizeCard({
      number: CARDS.challenge,
      expMonth: 12,
      expYear: 2099,
      cvc: '123',
    });
    const body = { buyer: who, payment: { type: 'card', cardToken: card.cardToken }, ...checks };
    const headers = {
      authorization: `Bearer ${checkout.token}`,
      'idempotency-key': crypto.randomUUID(),
    };
    const confirmed = await forged(t.sandbox.origin, 'POST', '/v1/checkout/confirm', headers, body);
    expect(confirmed.status).toBe(200);
    expect(confirmed.everything).not.toContain(EVIL);
    const url = (confirmed.json as { nextAction?: { url: string } }).nextAction?.url ?? '';
    expect(url.startsWith(`${t.sandbox.origin}/v1/checkout/challenge/`), url).toBe(true);
    const page = await forged(t.sandbox.origin, 'GET', new URL(url).pathname);
    expect(page.status).toBe(200);
    expect(page.everything).not.toContain(EVIL);
  });

  it('gives way to publicOrigin, the one origin a sandbox behind a proxy names', async () => {
    const proxied = await startTestSandbox({ publicOrigin: 'https://sandbox.example/' });
    try {
      const checkout = await proxied.open();
      const bearer = { authorization: `Bearer ${checkout.token}` };
      const session = await forged(proxied.sandbox.origin, 'GET', '/v1/checkout/session', bearer);
      expect(session.everything).not.toContain(EVIL);
      expect((session.json as { cardFrameUrl: string }).cardFrameUrl).toBe(
        'https://sandbox.example/v1/checkout/card-frame',
      );
    } finally {
      await proxied.close();
    }
  });

  it('publicOrigin must be an origin', async () => {
    for (const publicOrigin of ['sandbox.example', 'https://sandbox.example/v1', 'HTTPS://A.B']) {
      await expect(startTestSandbox({ publicOrigin }), publicOrigin).rejects.toMatchObject({
        code: 'CONFIGURATION',
        message: expect.stringContaining('must be an origin'),
      });
    }
  });
});
