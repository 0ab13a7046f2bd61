// `npm run demo`: the sandbox service and the demo shop, one URL printed.
import { onParentExit, startedByNpm } from '../src/sandbox/runtime/parentWatch.js';
import { parseDemoArgs } from './server/args.js';
import { startDemo } from './server/start.js';

try {
  const demo = await startDemo(parseDemoArgs(process.argv.slice(2)));
  console.log(`Demo shop: ${demo.url}`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    demo.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // `npm run demo & … kill $!` ends npm and its shell, never this process: stop with them.
  if (startedByNpm()) onParentExit(stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
