import { parseArgs } from 'node:util';
import { startSandbox } from './index.js';
import { DEFAULT_MERCHANTS } from './options.js';
import { onParentExit, startedByNpm } from './runtime/parentWatch.js';

const HELP = `nft-checkout-sandbox: the nft-checkout sandbox service

Usage: nft-checkout-sandbox [options]

  --port <n>             port to listen on (env NFTC_SANDBOX_PORT, default 4010; 0 = any free)
  --host <addr>          interface to listen on (default 127.0.0.1)
  --client-id <id>       merchant clientId (env NFTC_CLIENT_ID, default sandbox-merchant)
  --client-secret <s>    merchant clientSecret (env NFTC_CLIENT_SECRET, default sandbox-secret)
  --fast                 lifecycle steps take ~50 ms instead of 1-2 s, and the event
                         stream's heartbeat comes every second (tests, e2e)
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
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
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

const [first, ...others] = DEFAULT_MERCHANTS;
const merchant = {
  clientId: values['client-id'] ?? process.env.NFTC_CLIENT_ID ?? first?.clientId ?? '',
  clientSecret:
    values['client-secret'] ?? process.env.NFTC_CLIENT_SECRET ?? first?.clientSecret ?? '',
  name: first?.name ?? 'Sandbox Merchant',
};
if (!merchant.clientId || merchant.clientId.includes(':')) {
  fail('The clientId must be non-empty and must not contain ":".');
}
if (!merchant.clientSecret) fail('The clientSecret must be non-empty.');

const sandbox = await startSandbox({
  port,
  host: values.host ?? '127.0.0.1',
  merchants: [merchant, ...others.filter((m) => m.clientId !== merchant.clientId)],
  delays: values.fast ? 'fast' : 'default',
  quiet: values.quiet ?? false,
}).catch((error: unknown) =>
  fail(`Could not start: ${error instanceof Error ? error.message : String(error)}`),
);

const lines = [
  `nft-checkout sandbox listening on ${sandbox.url}`,
  ...sandbox.merchants.map(
    (m) => `  merchant ${m.name}: clientId ${m.clientId}  clientSecret ${m.clientSecret}`,
  ),
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
