// Test-only: the sandbox's log lines, kept, and awaited one at a time.

export interface LogLines {
  /** Every line so far. */
  lines: string[];
  /** The `log` option of `startSandbox`. */
  log(line: string): void;
  /** The first line from now on that `matches`. */
  next(matches: (line: string) => boolean): Promise<string>;
}

export function logLines(): LogLines {
  const lines: string[] = [];
  const waiting = new Set<{
    matches: (line: string) => boolean;
    resolve: (line: string) => void;
  }>();
  return {
    lines,
    log(line) {
      lines.push(line);
      for (const waiter of waiting) {
        if (!waiter.matches(line)) continue;
        waiting.delete(waiter);
        waiter.resolve(line);
      }
    },
    next(matches) {
      return new Promise((resolve) => waiting.add({ matches, resolve }));
    },
  };
}
