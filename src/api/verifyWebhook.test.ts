import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { NftCheckoutError } from './errors.js';
import { order } from './testing/fixtures.js';
import { verifyWebhook } from './verifyWebhook.js';
import type { WebhookEvent } from './webhooks.js';

const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
const SECRET = newSecret();

const event = (over: Partial<WebhookEvent> = {}): WebhookEvent => ({
  type: 'order.processed',
  id: 'msg_0123456789abcdef',
  createdAt: '2026-01-01T00:00:00.000Z',
  sequence: 2,
  data: {
    order: { ...order(), status: 'Processed' },
    transition: {
      sequence: 3,
      from: 'Processing',
      to: 'Processed',
      at: '2026-01-01T00:00:00.000Z',
    },
  },
  ...over,
});

/** A delivery as the sandbox sends it: the raw body and its Standard Webhooks headers. */
function signed(
  body: string,
  options: { id?: string; secret?: string; at?: Date } = {},
): { body: string; headers: Record<string, string> } {
  const id = options.id ?? (JSON.parse(body) as { id: string }).id;
  const at = options.at ?? new Date();
  return {
    body,
    headers: {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new Webhook(options.secret ?? SECRET).sign(id, at, body),
    },
  };
}

function failure(run: () => unknown): NftCheckoutError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NftCheckoutError);
    return error as NftCheckoutError;
  }
  return expect.fail('expected verifyWebhook to throw');
}

describe('verifyWebhook', () => {
  it('returns the typed event of a valid delivery', () => {
    const sent = event();
    const { body, headers } = signed(JSON.stringify(sent));
    expect(verifyWebhook(body, headers, SECRET)).toEqual(sent);
    // The raw body as bytes works the same.
    expect(verifyWebhook(new TextEncoder().encode(body), headers, SECRET)).toEqual(sent);
  });

  it('reads Node req.headers (any case, repeated values) and fetch Headers alike', () => {
    const { body, headers } = signed(JSON.stringify(event()));
    const node = {
      'Webhook-Id': headers['webhook-id'],
      'webhook-timestamp': headers['webhook-timestamp'],
      'webhook-signature': [headers['webhook-signature'] as string],
      host: '127.0.0.1',
    };
    expect(verifyWebhook(body, node, SECRET).id).toBe('msg_0123456789abcdef');
    expect(verifyWebhook(body, new Headers(headers), SECRET).id).toBe('msg_0123456789abcdef');
  });

  it('refuses a tampered body as UNAUTHORIZED', () => {
    const { body, headers } = signed(JSON.stringify(event()));
    const tampered = body.replace('"sequence":2', '"sequence":3');
    expect(tampered).not.toBe(body);
    const error = failure(() => verifyWebhook(tampered, headers, SECRET));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toContain('no signature matches the secret');
    expect(error.message).toContain('raw request body');
  });

  it('refuses a delivery signed with another secret', () => {
    const { body, headers } = signed(JSON.stringify(event()), { secret: newSecret() });
    expect(failure(() => verifyWebhook(body, headers, SECRET)).code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['older', -6 * 60_000, 'more than 5 minutes old'],
    ['newer', 6 * 60_000, 'more than 5 minutes ahead'],
  ])('refuses a timestamp %s than 5 minutes', (_, shift, says) => {
    const at = new Date(Date.now() + shift);
    const { body, headers } = signed(JSON.stringify(event()), { at });
    const error = failure(() => verifyWebhook(body, headers, SECRET));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toContain(says);
  });

  it('accepts a timestamp within the 5 minutes either way', () => {
    for (const shift of [-4 * 60_000, 4 * 60_000]) {
      const { body, headers } = signed(JSON.stringify(event()), {
        at: new Date(Date.now() + shift),
      });
      expect(verifyWebhook(body, headers, SECRET).type).toBe('order.processed');
    }
  });

  it.each(['webhook-id', 'webhook-timestamp', 'webhook-signature'])(
    'refuses a delivery without the %s header',
    (name) => {
      const { body, headers } = signed(JSON.stringify(event()));
      delete headers[name];
      const error = failure(() => verifyWebhook(body, headers, SECRET));
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toContain('header is missing');
    },
  );

  it('refuses a timestamp that is not a number', () => {
    const { body, headers } = signed(JSON.stringify(event()));
    const error = failure(() =>
      verifyWebhook(body, { ...headers, 'webhook-timestamp': 'soon' }, SECRET),
    );
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toContain('not a number');
  });

  it('refuses a valid signature replayed under another webhook-id', () => {
    // Signed for the id in the header, but the body is another event's.
    const { body, headers } = signed(JSON.stringify(event()), { id: 'msg_other' });
    const error = failure(() => verifyWebhook(body, headers, SECRET));
    expect(error.code).toBe('UNAUTHORIZED');
    expect(error.message).toContain('webhook-id header is not the id of the signed event');
  });

  it('accepts either secret while one is rotated, and either of two signatures', () => {
    const next = newSecret();
    const byOld = signed(JSON.stringify(event()));
    const byNew = signed(JSON.stringify(event()), { secret: next });
    expect(verifyWebhook(byOld.body, byOld.headers, [next, SECRET]).id).toBe(event().id);
    expect(verifyWebhook(byNew.body, byNew.headers, [next, SECRET]).id).toBe(event().id);
    // A sender in the middle of a rotation signs with both: `v1,a v1,b`.
    const both = {
      ...byOld.headers,
      'webhook-signature': `${byNew.headers['webhook-signature']} ${byOld.headers['webhook-signature']}`,
    };
    expect(verifyWebhook(byOld.body, both, SECRET).id).toBe(event().id);
    expect(verifyWebhook(byOld.body, both, next).id).toBe(event().id);
    expect(failure(() => verifyWebhook(byOld.body, both, newSecret())).code).toBe('UNAUTHORIZED');
  });

  it('refuses a signed event of an unknown type as VALIDATION', () => {
    const body = JSON.stringify({ ...event(), type: 'order.teleported' });
    const { headers } = signed(body);
    const error = failure(() => verifyWebhook(body, headers, SECRET));
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toContain('update nft-checkout');
    expect(error.issues.map((i) => i.path)).toContain('type');
  });

  it('refuses a signed body that is not JSON as VALIDATION', () => {
    const { headers } = signed('not json', { id: 'msg_x' });
    expect(failure(() => verifyWebhook('not json', headers, SECRET)).code).toBe('VALIDATION');
  });

  it.each([
    ['an empty secret', ''],
    ['no secret at all', []],
    ['a list holding an empty secret', [SECRET, '']],
  ])('refuses %s as CONFIGURATION', (_, secret) => {
    const { body, headers } = signed(JSON.stringify(event()));
    const error = failure(() => verifyWebhook(body, headers, secret as string));
    expect(error.code).toBe('CONFIGURATION');
    expect(error.message).toContain('whsec_');
  });

  it('refuses a secret that is not base64 as CONFIGURATION', () => {
    const { body, headers } = signed(JSON.stringify(event()));
    expect(failure(() => verifyWebhook(body, headers, 'whsec_***')).code).toBe('CONFIGURATION');
  });

  it('never puts the secret or the body in its messages', () => {
    const { body, headers } = signed(JSON.stringify(event()));
    const error = failure(() => verifyWebhook(`${body} `, headers, SECRET));
    expect(error.message).not.toContain(SECRET.slice(6, 20));
    expect(error.message).not.toContain('msg_0123456789abcdef');
  });
});
