// The test wallet's files over HTTP against the real sandbox: what Chromium fetches to install
// the payment handler, and the sheet it opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '../../../sandbox/testing/harness.js';
import {
  paymentAppManifestSchema,
  paymentMethodManifestSchema,
  TEST_WALLET_FILES,
  TEST_WALLET_SCOPE,
} from '../api/testWallet.js';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const at = (path: string) => `${t.sandbox.origin}${path}`;

describe('the test wallet', { timeout: 20_000 }, () => {
  it('names its app in the method manifest, in its body and its Link header', async () => {
    const method = await t.raw('GET', TEST_WALLET_FILES.method);
    expect(method.status).toBe(200);
    expect(paymentMethodManifestSchema.parse(method.json)).toEqual({
      default_applications: [at(TEST_WALLET_FILES.app)],
      supported_origins: [],
    });
    expect(method.headers.get('link')).toBe(
      `<${at(TEST_WALLET_FILES.method)}>; rel="payment-method-manifest"`,
    );
  });

  it('answers HEAD as GET without the body: browsers HEAD a method first', async () => {
    const head = await fetch(at(TEST_WALLET_FILES.method), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('link')).toContain('rel="payment-method-manifest"');
    expect(await head.text()).toBe('');
  });

  it('describes an installable app: icon, worker within its scope, payer delegations', async () => {
    const app = paymentAppManifestSchema.parse((await t.raw('GET', TEST_WALLET_FILES.app)).json);
    expect(app.icons).toEqual([
      { src: at(TEST_WALLET_FILES.icon), sizes: '48x48', type: 'image/png' },
    ]);
    expect(app.serviceworker).toEqual({
      src: at(TEST_WALLET_FILES.script),
      scope: at(TEST_WALLET_SCOPE),
      use_cache: false,
    });
    expect(app.serviceworker.src.startsWith(app.serviceworker.scope)).toBe(true);
    expect(app.payment.supported_delegations).toEqual(['payerName', 'payerEmail', 'payerPhone']);
  });

  it('serves a PNG icon of the size it declares', async () => {
    const icon = await fetch(at(TEST_WALLET_FILES.icon));
    expect(icon.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await icon.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([48, 48]);
  });

  it("serves its own script, for its worker and its sheet, apart from the frames'", async () => {
    const script = await t.raw('GET', TEST_WALLET_FILES.script);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(script.text).toContain('sheetRequest');
    expect((await t.raw('GET', '/v1/checkout/frames.js')).text).not.toContain('sheetRequest');
  });

  it('serves the sheet under a strict policy, framable by nobody, with a card per outcome', async () => {
    const sheet = await t.raw('GET', TEST_WALLET_FILES.sheet);
    const policy = sheet.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe');
    expect(sheet.text).toContain(`<script src="${TEST_WALLET_FILES.script}" defer>`);
    const cards = [...sheet.text.matchAll(/name="card" value="(\w+)"/g)].map((m) => m[1]);
    expect(cards).toEqual(['approved', 'declined', 'challenge', 'debit']);
    expect(sheet.text).toMatch(/id="nftc-test-wallet-pay"[^>]*disabled/);
  });

  it('has no other file, and takes no other method', async () => {
    expect((await t.raw('GET', '/v1/wallets/test-pay/other.js')).status).toBe(404);
    expect((await t.raw('POST', TEST_WALLET_FILES.method, { body: '{}' })).status).toBe(405);
    expect((await t.raw('DELETE', TEST_WALLET_FILES.sheet)).status).toBe(405);
  });
});
