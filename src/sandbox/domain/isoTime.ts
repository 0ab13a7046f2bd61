let lastMs = Number.NaN;
let lastText = '';

/**
 * `new Date(ms).toISOString()`, the last one kept: the answers of one millisecond share it, and
 * writing it costs more than the rest of a session answer's clock reading.
 */
export function isoAt(ms: number): string {
  if (ms !== lastMs) {
    lastText = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastText;
}
