// The bridge's amendments on their own: what a page under a strict policy would refuse, run by
// the code the bridge compiles instead, and the answers it stands in for.
import { createContext, runInContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { withCompiledSources } from './compiledSources.mjs';
import { frameElementSearch } from './frameElement.mjs';
import { standIn } from './standIns.mjs';

/** A realm whose own `eval` is refused, as under `script-src 'self'`, with a utility script. */
function strictRealm() {
  const realm = createContext({});
  runInContext(
    `globalThis.eval = (source) => { throw new EvalError('call to eval() blocked by CSP'); };
     globalThis.utility = {
       evaluate(isFunction, returnByValue, code, count, ...args) {
         const value = globalThis.eval(code);
         return isFunction ? value(...args.slice(0, count)) : value;
       },
     };`,
    realm,
  );
  return realm;
}

const string = (value) => ({ type: 'string', value });

/** A call of the utility script's `evaluate`, as Playwright sends it. */
function utilityCall(code, ...args) {
  return {
    id: 7,
    method: 'script.callFunction',
    params: {
      functionDeclaration: '(utilityScript, ...args) => utilityScript.evaluate(...args)',
      arguments: [
        { handle: 'utility' },
        { type: 'boolean', value: true },
        { type: 'boolean', value: true },
        string(code),
        { type: 'number', value: args.length },
        ...args.map((value) => ({ type: 'number', value })),
      ],
    },
  };
}

/** Runs a call's declaration in `realm` with the values its arguments stand for. */
function run(realm, message, ...values) {
  const declared = runInContext(`(${message.params.functionDeclaration}\n)`, realm);
  return declared(realm.utility, ...values);
}

describe('code the driver evaluates, on a page that refuses eval', () => {
  it('runs compiled into the call, where it failed before', () => {
    const realm = strictRealm();
    const call = utilityCall('(a, b) => a + b', 1, 2);
    expect(() => run(realm, call, true, true, '(a, b) => a + b', 2, 1, 2)).toThrow(
      /blocked by CSP/,
    );
    const compiled = withCompiledSources(call);
    expect(run(realm, compiled, true, true, '(a, b) => a + b', 2, 1, 2)).toBe(3);
  });

  it("leaves every other source to the page's own eval, which still refuses it", () => {
    const realm = strictRealm();
    run(realm, withCompiledSources(utilityCall('() => 1')), true, true, '() => 1', 0);
    expect(() => runInContext("eval('1 + 1')", realm)).toThrow(/blocked by CSP/);
  });

  it('compiles an extension of the in-page script as `extend` wraps it, and no plain text', () => {
    const call = utilityCall('(injectedScript, { source }) => injectedScript.extend(source)');
    call.params.arguments.push(string('module.exports = { default: () => 1 };'), string('Pay now'));
    const { functionDeclaration } = withCompiledSources(call).params;
    expect(functionDeclaration).toContain('return module.exports.default();');
    expect(functionDeclaration).not.toContain('"Pay now"');
  });

  it('leaves calls that evaluate nothing, and code that is not one expression, as they are', () => {
    const other = {
      id: 1,
      method: 'script.callFunction',
      params: { functionDeclaration: '() => 1' },
    };
    expect(withCompiledSources(other)).toBe(other);
    const statements = utilityCall('let a = 1; a');
    expect(withCompiledSources(statements)).toBe(statements);
    const navigate = { id: 2, method: 'browsingContext.navigate', params: { url: 'about:blank' } };
    expect(withCompiledSources(navigate)).toBe(navigate);
  });
});

describe('commands ESR does not know', () => {
  const unknown = { type: 'error', error: 'unknown command' };

  it('stand in only where nothing the suite relies on is lost', () => {
    const locale = (value) => ({
      method: 'emulation.setLocaleOverride',
      params: { locale: value },
    });
    expect(standIn(locale('en-US'), unknown)).toEqual({ result: {} });
    expect(standIn(locale('de-DE'), unknown)).toBeUndefined();
    const scheme = (value) => ({
      method: 'emulation.setMediaFeaturesOverride',
      params: { features: { 'prefers-color-scheme': value } },
    });
    expect(standIn(scheme(null), unknown)).toEqual({ result: {} });
    expect(standIn(scheme('dark'), unknown)).toBeUndefined();
    expect(standIn({ method: 'browser.setDownloadBehavior' }, unknown)).toEqual({ result: {} });
  });

  it("keep ESR's answer to a command it knows, or to one with no stand-in", () => {
    const known = { method: 'browser.setDownloadBehavior' };
    expect(standIn(known, { type: 'error', error: 'invalid argument' })).toBeUndefined();
    expect(standIn({ method: 'browsingContext.print' }, unknown)).toBeUndefined();
  });
});

describe("a frame's element, when ESR refuses the context locator", () => {
  const sent = {
    method: 'browsingContext.locateNodes',
    params: { context: 'top', locator: { type: 'context', value: { context: 'frame-2' } } },
  };
  const refused = { type: 'error', error: 'invalid argument' };
  const node = (id) => ({ type: 'node', sharedId: id });
  const pair = (id, context) => ({
    type: 'array',
    value: [node(id), { type: 'window', value: { context } }],
  });

  it('is searched for in the parent and answered as locateNodes answers', () => {
    const search = frameElementSearch(sent, refused);
    expect(search).toMatchObject({
      method: 'script.callFunction',
      params: { target: { context: 'top' } },
    });
    const found = {
      result: { type: 'array', value: [pair('a', 'frame-1'), pair('b', 'frame-2')] },
    };
    expect(search.toAnswer(found)).toEqual({ nodes: [node('b')] });
    expect(search.toAnswer({ result: { type: 'array', value: [] } })).toEqual({ nodes: [] });
  });

  it('is left to ESR when it answered', () => {
    expect(frameElementSearch(sent, { type: 'success', result: { nodes: [] } })).toBeUndefined();
  });
});
