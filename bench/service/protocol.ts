// Messages between the bench and the server it runs in a child process (node IPC).

export type ServerKind = 'bare' | 'sandbox';

export interface MemoryUsage {
  /** Resident set size of the server process, bytes. */
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  /** Whether global.gc ran before reading (the child is started with --expose-gc). */
  gcForced: boolean;
}

export type ParentMessage = { type: 'memory' } | { type: 'stop' };

export type ChildMessage =
  | { type: 'ready'; origin: string; url: string }
  | { type: 'memory'; usage: MemoryUsage };
