import type { FirstFieldFigure } from './browser/firstField.js';
import type { HeapResult } from './browser/heap.js';
import type { StatusFigure } from './browser/statusLatency.js';
import type { TtiFigure } from './browser/tti.js';
import type { ByteFigure } from './bytes.js';
import type { Machine } from './machine.js';
import type { BinStartResult } from './service/binStart.js';
import type { SandboxMemoryResult } from './service/sandboxMemory.js';
import type { StreamsResult } from './service/streams.js';
import type { ThroughputResult } from './service/throughput.js';

/** The sections of the bench, in the order they run; `--only` takes these names. */
export const SECTIONS = [
  'bytes',
  'service',
  'streams',
  'sandbox-memory',
  'tti',
  'first-field',
  'bin-start',
  'status',
  'heap',
] as const;
export type Section = (typeof SECTIONS)[number];

export interface TargetCheck {
  figure: string;
  target: string;
  measured: string;
  met: boolean;
}

/** reports/bench.json */
export interface BenchReport {
  date: string;
  machine: Machine;
  revision: { commit: string; dirty: boolean } | null;
  seconds: number;
  bytes?: ByteFigure[];
  service?: ThroughputResult;
  streams?: StreamsResult;
  sandboxMemory?: SandboxMemoryResult;
  tti?: TtiFigure[];
  firstField?: FirstFieldFigure[];
  binStart?: BinStartResult;
  statusLatency?: StatusFigure[];
  heap?: HeapResult;
  targets: TargetCheck[];
  /** Sections that failed, with the reason; the others still ran. */
  errors: Partial<Record<Section, string>>;
}
