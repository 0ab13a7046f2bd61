// The driver's own code that ESR 140 runs under the page's Content-Security-Policy
// (docs/decisions.md, "Three engines").
import { Script } from 'node:vm';

/**
 * Playwright's in-page helpers run the code a test evaluates through `globalThis.eval`, which
 * ESR 140 blocks on a page whose policy has no 'unsafe-eval' (newer ESRs exempt the driver).
 * Code the driver sends as a function declaration is compiled by the browser without that check,
 * so each call that will eval a source carries the source compiled, and the realm's `eval` answers
 * those sources from what was compiled; every other source still goes to the page's own `eval`,
 * under its policy.
 */
const SHIM = `(globalThis[Symbol.for('nftc.compiled')] ??= (() => {
  const compiled = new Map();
  const pageEval = globalThis.eval;
  globalThis.eval = (source) => (compiled.has(source) ? compiled.get(source)() : pageEval(source));
  return compiled;
})())`;

/** Whether `source` is one JavaScript expression (compiled here, never run). */
function isExpression(source) {
  try {
    new Script(`(${source}\n)`);
    return true;
  } catch {
    return false;
  }
}

/** How Playwright writes a function it will eval: `(function…`, `async (…) =>`, `x =>`. */
const FUNCTION_SOURCE = /^(async\s*)?(\(|function\b|[\w$]+\s*=>)/;

/** The string values in BiDi-serialized arguments: the sources a helper may eval among them. */
function stringsIn(value, found = []) {
  if (Array.isArray(value)) for (const item of value) stringsIn(item, found);
  else if (value && typeof value === 'object') {
    if (value.type === 'string' && typeof value.value === 'string') found.push(value.value);
    else for (const item of Object.values(value)) stringsIn(item, found);
  }
  return found;
}

/** How the utility script is called: its `evaluate` evals the third value, the code to run. */
const UTILITY_CALL = '(utilityScript, ...args) => utilityScript.evaluate(...args)';

/**
 * An extension of Playwright's in-page script (a module's source) as `InjectedScript.extend`
 * evals it (playwright-core, pinned in package-lock.json).
 */
function extension(source) {
  return `\n    (() => {\n      const module = {};\n      ${source}\n      return module.exports.default();\n    })()`;
}

/**
 * The sources one call will eval: the code the utility script runs, the function sources it is
 * given (a wait's predicate), and the extensions it installs.
 */
function evaluatedBy(params) {
  const code = params.functionDeclaration === UTILITY_CALL ? params.arguments[3]?.value : undefined;
  if (typeof code !== 'string') return [];
  const given = new Set(stringsIn(params.arguments.slice(4)));
  const extending = code.includes('injectedScript.extend(');
  return [
    code,
    ...[...given].filter((source) => FUNCTION_SOURCE.test(source)),
    ...(extending
      ? [...given].filter((source) => source.includes('module.exports')).map(extension)
      : []),
  ].filter(isExpression);
}

/** `message` with the sources it will eval compiled into it. */
export function withCompiledSources(message) {
  if (message.method !== 'script.callFunction') return message;
  const sources = evaluatedBy(message.params);
  if (sources.length === 0) return message;
  const entries = sources.map((source) => `[${JSON.stringify(source)}, () => (${source}\n)]`);
  const functionDeclaration = `function (...args) {
  const compiled = ${SHIM};
  for (const [source, run] of [${entries.join(',\n')}]) compiled.set(source, run);
  return (${message.params.functionDeclaration}\n).apply(this, args);
}`;
  return { ...message, params: { ...message.params, functionDeclaration } };
}
