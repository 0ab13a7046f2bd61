// How long `npx nft-checkout-sandbox` takes to answer: the bin (built JavaScript) started in a
// fresh Node process until it prints that it listens, beside a Node process that runs nothing
// (Node's own start on this machine), started alternately.
import { spawn } from 'node:child_process';
import { round, summarize } from '../stats.js';

export interface BinStartResult {
  starts: number;
  /** Medians, ms from spawn: the sandbox's bin listening, */
  binMedian: number;
  binP95: number;
  /** and `node -e ''` exiting. */
  nodeMedian: number;
}

const LISTENING = /listening on http/;

/** Milliseconds from spawning `args` until `done` says its output shows it is ready. */
function timeStart(args: string[], waitForListening: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk;
      if (waitForListening && LISTENING.test(output)) {
        resolve(performance.now() - started);
        child.kill();
      }
    });
    child.on('exit', (code) => {
      if (!waitForListening) resolve(performance.now() - started);
      else if (!LISTENING.test(output)) reject(new Error(`the bin exited (${code}): ${output}`));
    });
  });
}

export async function measureBinStart(starts = 15): Promise<BinStartResult> {
  const bin = ['bin/nft-checkout-sandbox.js', '--port', '0', '--quiet'];
  await timeStart(bin, true);
  const binTimes: number[] = [];
  const nodeTimes: number[] = [];
  for (let i = 0; i < starts; i++) {
    binTimes.push(await timeStart(bin, true));
    nodeTimes.push(await timeStart(['-e', ''], false));
  }
  const binStats = summarize(binTimes);
  return {
    starts,
    binMedian: round(binStats.median),
    binP95: round(binStats.p95),
    nodeMedian: round(summarize(nodeTimes).median),
  };
}
