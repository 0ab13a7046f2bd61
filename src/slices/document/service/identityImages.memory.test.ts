// Photos that inflate to hundreds of megabytes cost the sandbox almost nothing: the sandbox runs
// in its own process, so its peak resident memory (Linux /proc) is measured alone.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../../api/testing/images.js';
import { SANDBOX_SOURCE } from '../../../sandbox/testing/cliProcesses.js';
import { blackPng } from './testing/blackPng.js';
import { type OpenCapture, openCapture, putPhoto } from './testing/photoCapture.js';

/** One of the kB fields of /proc/<pid>/status, in bytes. */
function memory(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match) throw new Error(`No ${field} in /proc/${pid}/status`);
  return Number(match[1]) * 1024;
}

/** Sets the peak (VmHWM) back to the current size; false where the kernel does not allow it. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

let child: ChildProcess;
let origin = '';

beforeAll(async () => {
  child = spawn(process.execPath, [...SANDBOX_SOURCE, '--port', '0', '--quiet', '--fast'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NFTC_SANDBOX_PORT: undefined },
  });
  let output = '';
  origin = await new Promise<string>((resolve, reject) => {
    const read = (part: Buffer) => {
      output += part;
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\/v1/.exec(output);
      if (match) resolve(match[1] as string);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`exited (${code}) before listening:\n${output}`)));
  });
}, 30_000);

afterAll(() => {
  child.kill('SIGKILL');
});

describe.skipIf(!existsSync('/proc/self/status'))('photo checks and memory', () => {
  it('checks four 49-megapixel PNGs at once with under 20 MB of peak growth', async () => {
    const url = `${origin}/v1`;
    // Two checkouts, front and back each: the four uploads at once.
    const captures: OpenCapture[] = [await openCapture(url), await openCapture(url)];
    // Every code path runs once before measuring.
    expect(
      (await putPhoto(origin, captures[0] as OpenCapture, 'selfie', pngImage(1200, 800))).status,
    ).toBe(200);
    const photo = await blackPng(7000, 7000);
    expect(photo.length).toBeLessThan(200_000);
    const pid = child.pid as number;
    const before = resetPeak(pid) ? memory(pid, 'VmRSS') : memory(pid, 'VmHWM');
    const answers = await Promise.all(
      captures.flatMap((capture) =>
        (['front', 'back'] as const).map((side) => putPhoto(origin, capture, side, photo)),
      ),
    );
    const growth = memory(pid, 'VmHWM') - before;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers[0]?.json).toMatchObject({ type: 'png', width: 7000, height: 7000 });
    expect(growth, `peak grew by ${(growth / 2 ** 20).toFixed(1)} MiB`).toBeLessThan(20 * 2 ** 20);
  }, 60_000);
});
