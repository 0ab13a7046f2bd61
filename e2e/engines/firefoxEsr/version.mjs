// Which Firefox ESR the Firefox projects drive: the launcher refuses one too old, and the suite
// leaves out what an older one's driver cannot do (playwright.config.ts, `CANNOT`).
import { spawnSync } from 'node:child_process';

export const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** What `firefox --version` prints, or '' when there is no such browser. */
export function firefoxVersion() {
  return (spawnSync(FIREFOX, ['--version'], { encoding: 'utf8' }).stdout ?? '').trim();
}

/** The major version of FIREFOX, NaN when it cannot be read. */
export function firefoxMajor() {
  return Number(/(\d+)\./.exec(firefoxVersion())?.[1]);
}
