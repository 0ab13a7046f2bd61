import { execFileSync } from 'node:child_process';
import { cpus, freemem, loadavg, totalmem } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGiB: number;
  freeMemoryGiB: number;
  node: string;
  platform: string;
  /** 1-minute load average when the bench started: above the core count, other work competed. */
  loadAverageAtStart: number;
  chromium?: string;
}

export function describeMachine(): Machine {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown',
    cores: list.length,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    freeMemoryGiB: Math.round(freemem() / 2 ** 30),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    loadAverageAtStart: Math.round((loadavg()[0] ?? 0) * 100) / 100,
  };
}

/** The commit measured, and whether the tree had changes on top of it (read-only git calls). */
export function describeRevision(): { commit: string; dirty: boolean } | null {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
    const status = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    return { commit, dirty: status.trim().length > 0 };
  } catch {
    return null;
  }
}
