/**
 * Calls `onGone` once when the process that started this one exits (this process is then
 * re-parented, so its parent pid changes). npm runs a bin or a script through a shell that does
 * not pass signals on: `npx nft-checkout-sandbox & … kill $!` ends npm and that shell, and
 * without this the server would go on holding its port.
 */
export function onParentExit(onGone: () => void, intervalMs = 200): () => void {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether npm (npx, npm exec or an npm script) started this process. */
export const startedByNpm = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.npm_lifecycle_event !== undefined;
