import { parseArgs } from 'node:util';

export interface DemoArgs {
  port: number;
  sandboxPort: number;
  /** Short lifecycle delays, for the e2e suite. */
  fast: boolean;
}

export const USAGE = `Usage: tsx demo/server.ts [--port 4000] [--sandbox-port 4010] [--fast]

  --port          port of the demo shop (default 4000)
  --sandbox-port  port of the sandbox service (default 4010)
  --fast          short order-lifecycle delays (used by the e2e suite)`;

function port(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) {
    throw new Error(`${flag} must be a port number from 0 to 65535, got "${value}".\n\n${USAGE}`);
  }
  return n;
}

/** Parses the demo's command line; throws an Error whose message includes the usage. */
export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n\n${USAGE}`);
  }
  const { values } = parsed;
  return {
    port: port(values.port, 4000, '--port'),
    sandboxPort: port(values['sandbox-port'], 4010, '--sandbox-port'),
    fast: values.fast ?? false,
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      'sandbox-port': { type: 'string' },
      fast: { type: 'boolean' },
    },
    strict: true,
    allowPositionals: false,
  });
}
