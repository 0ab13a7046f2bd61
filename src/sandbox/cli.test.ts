// The documented ways to start the sandbox from a script stop, port and all, on one signal to
// the process the script started (`… & kill $!`). `npx nft-checkout-sandbox`, the built bin, is
// tested on the installed package (scripts/package/installed.check.ts).
import { describe, expect, it } from 'vitest';
import { SANDBOX_SOURCE, sandboxArgs, useProcessCleanup } from './testing/cliProcesses.js';
import { stopsOnOneSignal } from './testing/signalStop.js';

useProcessCleanup();

describe('stopping the sandbox', { timeout: 60_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'the sandbox stops on %s and frees its port',
    async (sig) => {
      const output = await stopsOnOneSignal(
        process.execPath,
        [...SANDBOX_SOURCE, ...sandboxArgs],
        sig,
      );
      expect(output).toContain('Stopping the sandbox.');
    },
  );

  it('npm run sandbox & … kill $!: the whole tree stops and the port is free', async () => {
    await stopsOnOneSignal('npm', ['run', 'sandbox', '--', ...sandboxArgs], 'SIGTERM');
  });
});
