import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { NftCheckoutError } from './errors.js';
import { summarizeIssues, toFieldIssues } from './issues.js';
import { WEBHOOK_HEADERS, type WebhookEvent, webhookEventSchema } from './webhooks.js';

/** Headers as Node (`req.headers`) or fetch (`Headers`) give them. */
export type WebhookHeaders =
  | Headers
  | Readonly<Record<string, string | readonly string[] | undefined>>;

/** One header's value: a repeated one is joined the way HTTP joins it. */
function header(headers: WebhookHeaders, name: string): string {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? '';
  const record = headers as Readonly<Record<string, string | readonly string[] | undefined>>;
  const key = Object.keys(record).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : record[key];
  return typeof value === 'string' ? value : (value?.join(', ') ?? '');
}

const unauthorized = (why: string) =>
  new NftCheckoutError(
    'UNAUTHORIZED',
    `Webhook signature check failed: ${why}. Verify the raw request body exactly as received (before any JSON parsing), with the whsec_ secret of this endpoint and a clock within 5 minutes of the service's.`,
  );

/**
 * Checks a webhook the service sent and returns its event, typed. `rawBody` must be the body
 * exactly as received; `secret` is the endpoint's `whsec_…` secret, or several while one is
 * being rotated (any of them may have signed it). Signatures, timestamp tolerance (5 minutes)
 * and the HMAC are the Standard Webhooks scheme, checked by its reference package. Throws
 * `NftCheckoutError` `UNAUTHORIZED` when the signature or timestamp does not hold and
 * `VALIDATION` when a signed body is not a webhook event this version knows.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string | readonly string[],
): WebhookEvent {
  const body = typeof rawBody === 'string' ? rawBody : new TextDecoder().decode(rawBody);
  const secrets = typeof secret === 'string' ? [secret] : [...secret];
  if (secrets.length === 0 || secrets.some((s) => typeof s !== 'string' || s.length === 0)) {
    throw new NftCheckoutError(
      'CONFIGURATION',
      'verifyWebhook needs the endpoint secret: pass the whsec_ value the service gave for this webhook URL.',
    );
  }
  const signed = {
    [WEBHOOK_HEADERS.id]: header(headers, WEBHOOK_HEADERS.id),
    [WEBHOOK_HEADERS.timestamp]: header(headers, WEBHOOK_HEADERS.timestamp),
    [WEBHOOK_HEADERS.signature]: header(headers, WEBHOOK_HEADERS.signature),
  };
  let failure = 'no signature matches the secret';
  const verified = secrets.some((s) => {
    let webhook: Webhook;
    try {
      webhook = new Webhook(s);
    } catch {
      throw new NftCheckoutError(
        'CONFIGURATION',
        'A webhook secret is not valid: use the whsec_ value the service gave, unchanged.',
      );
    }
    try {
      webhook.verify(body, signed, { jsonParse: false });
      return true;
    } catch (error) {
      failure = describe(error instanceof WebhookVerificationError ? error.message : '');
      return false;
    }
  });
  if (!verified) throw unauthorized(failure);
  const parsed = webhookEventSchema.safeParse(parseJson(body));
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error.issues);
    throw new NftCheckoutError(
      'VALIDATION',
      `The webhook is signed but is not an event this version knows (${summarizeIssues(issues)}): update nft-checkout.`,
      { issues },
    );
  }
  if (parsed.data.id !== signed[WEBHOOK_HEADERS.id]) {
    throw unauthorized('the webhook-id header is not the id of the signed event');
  }
  return parsed.data;
}

/** The reference package's reasons, said the way this package says them. */
function describe(message: string): string {
  // Substring tests rather than patterns: no pattern to audit (src/sandbox/patterns.audit.test.ts).
  const said = message.toLowerCase();
  if (said.includes('missing'))
    return 'the webhook-id, webhook-timestamp or webhook-signature header is missing';
  if (said.includes('too old')) return 'the timestamp is more than 5 minutes old';
  if (said.includes('too new')) return 'the timestamp is more than 5 minutes ahead';
  if (said.includes('invalid signature headers'))
    return 'the webhook-timestamp header is not a number';
  return 'no signature matches the secret';
}

/** The signed body as JSON; a body that is not JSON fails the schema like any unknown event. */
function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
