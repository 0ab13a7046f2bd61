// Test-only: how long a test waits for the checkout to settle.

/**
 * A step may wait for its chunk (transformed on first import) and for the sandbox over HTTP, which
 * on a loaded 2-core machine takes seconds, not the one second `vi.waitFor` allows by default.
 */
export const SETTLED = { timeout: 5_000, interval: 20 };
