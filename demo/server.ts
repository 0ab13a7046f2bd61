// `npm run demo`: the sandbox service and the demo shop, one URL printed.
import { parseDemoArgs } from './server/args.js';
import { startDemo } from './server/start.js';

try {
  const demo = await startDemo(parseDemoArgs(process.argv.slice(2)));
  console.log(`Demo shop: ${demo.url}`);
  const stop = () => {
    demo.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
