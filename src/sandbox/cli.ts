import { parseArgs } from 'node:util';
import { NftCheckoutError } from '../api/errors.js';
import { startSandbox } from './index.js';
import { DEFAULT_MERCHANTS } from './options.js';
import { onParentExit, startedByNpm } from './runtime/parentWatch.js';
import {
  MAX_REDIRECT_ORIGINS,
  MAX_WEBHOOK_ENDPOINTS,
  normalizeRedirectOrigin,
  normalizeWebhookUrl,
} from './webhooks/config.js';

const HELP = `nft-checkout-sandbox: the nft-checkout sandbox service

Usage: nft-checkout-sandbox [options]

  --port <n>             port to listen on (env NFTC_SANDBOX_PORT, default 4010; 0 = any free)
  --host <addr>          interface to listen on (default 127.0.0.1)
  --public-origin <o>    origin of the URLs the sandbox hands out, e.g. behind a proxy
                         https://sandbox.example (env NFTC_PUBLIC_ORIGIN; default: the
                         listen address)
  --client-id <id>       merchant clientId (env NFTC_CLIENT_ID, default sandbox-merchant)
  --client-secret <s>    merchant clientSecret (env NFTC_CLIENT_SECRET, default sandbox-secret)
  --webhook-url <url>    send the first merchant's signed webhooks here (repeatable, at
                         most 10; env NFTC_WEBHOOK_URLS, comma-separated); each endpoint's
                         whsec_ secret is printed at start
  --redirect-origin <o>  an origin the hosted page may send the first merchant's buyers back
                         to, e.g. https://shop.example (repeatable, at most 10; http only for
                         localhost; env NFTC_REDIRECT_ORIGINS, comma-separated)
  --webhook-log          print each webhook attempt (type, event id, attempt, URL, status,
                         time), even with --quiet
  --fast                 automatic transitions take ~50 ms instead of 1-2 s, the event stream's
                         heartbeat comes every second and webhook retries come after
                         100 ms … 8 s instead of 5 s … 10 h (tests, e2e)
  --quiet                no request log
  --help                 this text
`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${HELP}`);
  process.exit(2);
}

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        'public-origin': { type: 'string' },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        'webhook-url': { type: 'string', multiple: true },
        'redirect-origin': { type: 'string', multiple: true },
        'webhook-log': { type: 'boolean' },
        fast: { type: 'boolean' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
      strict: true,
    });
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
})();

if (values.help) {
  process.stdout.write(HELP);
  process.exit(0);
}

const portText = values.port ?? process.env.NFTC_SANDBOX_PORT ?? '4010';
const port = Number(portText);
if (!/^\d+$/.test(portText) || port > 65535) fail(`Invalid port: ${portText}`);

/**
 * The values of a repeatable flag, or else of its comma-separated env variable, each checked:
 * a bad one exits 2 naming the flag (or variable), never echoing the value (it may hold a
 * password).
 */
function listOption(
  flag: string,
  env: string,
  given: string[] | undefined,
  max: number,
  check: (value: string, where: string) => string,
): string[] {
  const fromEnv = process.env[env];
  const where = given?.length ? `--${flag}` : env;
  const raw = given?.length
    ? given
    : (fromEnv ?? '')
        .split(',')
        .map((v) => v.trim())
        .filter((v) => v !== '');
  if (raw.length > max) fail(`Too many values for ${where}: at most ${max} are allowed.`);
  const checked = raw.map((value) => {
    try {
      return check(value, where);
    } catch (error) {
      return fail(error instanceof NftCheckoutError ? error.message : String(error));
    }
  });
  if (new Set(checked).size < checked.length) fail(`${where} lists a value twice: remove one.`);
  return checked;
}

const webhookUrls = listOption(
  'webhook-url',
  'NFTC_WEBHOOK_URLS',
  values['webhook-url'],
  MAX_WEBHOOK_ENDPOINTS,
  normalizeWebhookUrl,
);
const redirectOrigins = listOption(
  'redirect-origin',
  'NFTC_REDIRECT_ORIGINS',
  values['redirect-origin'],
  MAX_REDIRECT_ORIGINS,
  normalizeRedirectOrigin,
);

const [first, ...others] = DEFAULT_MERCHANTS;
const merchant = {
  clientId: values['client-id'] ?? process.env.NFTC_CLIENT_ID ?? first?.clientId ?? '',
  clientSecret:
    values['client-secret'] ?? process.env.NFTC_CLIENT_SECRET ?? first?.clientSecret ?? '',
  name: first?.name ?? 'Sandbox Merchant',
  ...(webhookUrls.length ? { webhooks: webhookUrls.map((url) => ({ url })) } : {}),
  ...(redirectOrigins.length ? { redirectOrigins } : {}),
};
if (!merchant.clientId || merchant.clientId.includes(':')) {
  fail('The clientId must be non-empty and must not contain ":".');
}
if (!merchant.clientSecret) fail('The clientSecret must be non-empty.');

const sandbox = await startSandbox({
  port,
  host: values.host ?? '127.0.0.1',
  publicOrigin: values['public-origin'] ?? (process.env.NFTC_PUBLIC_ORIGIN || undefined),
  merchants: [merchant, ...others.filter((m) => m.clientId !== merchant.clientId)],
  delays: values.fast ? 'fast' : 'default',
  quiet: values.quiet ?? false,
  webhooks: { log: values['webhook-log'] ?? false },
}).catch((error: unknown) =>
  fail(`Could not start: ${error instanceof Error ? error.message : String(error)}`),
);

const lines = [
  `nft-checkout sandbox listening on ${sandbox.url}`,
  ...sandbox.merchants.map(
    (m) => `  merchant ${m.name}: clientId ${m.clientId}  clientSecret ${m.clientSecret}`,
  ),
  ...sandbox.webhooks
    .endpoints()
    .map((e) => `  webhook for ${e.merchantId}: ${e.url}  secret ${e.secret}`),
  ...redirectOrigins.map((o) => `  redirect origin for ${merchant.clientId}: ${o}`),
  `  lifecycle delays: ${values.fast ? 'fast (~50 ms)' : 'default (1-2 s)'}`,
  'Press Ctrl+C to stop.',
];
process.stdout.write(`${lines.join('\n')}\n`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  process.stdout.write('Stopping the sandbox.\n');
  void sandbox.close().then(() => process.exit(0));
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
// Under npx or an npm script, npm's shell keeps a signal from reaching this process: stop when
// npm does, so `npx nft-checkout-sandbox & … kill $!` frees the port.
if (startedByNpm()) onParentExit(stop);
