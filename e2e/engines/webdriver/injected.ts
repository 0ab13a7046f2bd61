import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Playwright's own in-page selector and assertion engine (the script it injects into every
 * frame), read from the installed playwright-core: WebKit then resolves `getByRole`, `getByLabel`
 * and every `expect` exactly as Chromium and Firefox do. The version is pinned in package.json.
 */
const MARKER = '// packages/injected/src/injectedScript.ts';

function readSource(): string {
  const bundle = readFileSync(
    createRequire(import.meta.url).resolve('playwright-core/lib/coreBundle'),
    'utf8',
  );
  const marker = bundle.indexOf(MARKER);
  const start = bundle.lastIndexOf(" = '", marker) + 3;
  if (marker < 0 || start < 3)
    throw new Error('playwright-core: injected script not found; check the pinned version');
  let end = start + 1;
  while (bundle[end] !== "'") end += bundle[end] === '\\' ? 2 : 1;
  return new Function(`return ${bundle.slice(start, end + 1)}`)() as string;
}

let installer: string | undefined;

/** A script (WebDriver "execute") that installs the engine in the current frame once. */
export function installScript(): string {
  installer ??= `if (!window.__nftcInjected) {
    const Engine = (() => {
      const module = {};
      ${readSource()}
      return module.exports.InjectedScript();
    })();
    window.__nftcInjected = new Engine(globalThis, ${JSON.stringify({
      isUnderTest: false,
      sdkLanguage: 'javascript',
      frameSeq: 0,
      testIdAttributeName: 'data-testid',
      stableRafCount: 1,
      browserName: 'webkit',
      shouldPrependErrorPrefix: true,
      isUtilityWorld: false,
      customEngines: [],
    })});
  }`;
  return installer;
}
