import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { type ClassicScriptOptions, classicChunk, classicEntry } from './classicScript.js';

const options: ClassicScriptOptions = {
  entryFileName: 'nft-checkout.iife.js',
  globalName: 'NftCheckout',
  registryKey: '__nftCheckout@test',
};

// An entry as rolldown renders it: a counter the chunks share, a public `mount` and `version`,
// and a dynamic import of a chunk.
const ENTRY = [
  'const s={n:0};function t(){return ++s.n}var v=`1.2.3`;',
  'function m(){return t()}',
  'var l=()=>import(`./nft-checkout.later-abc.js`);',
  'export{l as later,m as mount,s as c,t,v as version};',
].join('');

interface Page {
  NftCheckout: { mount(): number; version: string; later(): unknown };
  imported: string[];
  [key: string]: unknown;
}

/** A page's global scope: the script's own tag, and import() recorded instead of fetched. */
function page(src: string | null): Page {
  const scripts = [{ src: 'https://cdn.example/v1/nft-checkout.iife.js?x=1' }];
  return {
    document: { currentScript: src === null ? null : { src }, scripts },
    location: { href: 'https://shop.example/checkout' },
    URL,
    imported: [],
  } as unknown as Page;
}

function run(context: Page, code: string): Page {
  // import() cannot run inside vm without a module linker: record the resolved URL instead.
  const recorded = code.replace(/\bimport\(/g, 'imported.push(');
  runInNewContext(recorded, context);
  return context;
}

describe('classic script entry', () => {
  const code = classicEntry(ENTRY, 'nft-checkout.iife.js', ['later', 'mount', 'version'], options);

  it('assigns the public exports, and only those, to the global', () => {
    const { NftCheckout } = run(page('https://cdn.example/v1/nft-checkout.iife.js'), code);
    expect(Object.keys(NftCheckout).sort()).toEqual(['later', 'mount', 'version']);
    expect(NftCheckout.version).toBe('1.2.3');
    expect(NftCheckout.mount()).toBe(1);
  });

  it('resolves chunks against the script URL, not the page', () => {
    const context = run(page('https://cdn.example/v1/nft-checkout.iife.js'), code);
    context.NftCheckout.later();
    expect(context.imported).toEqual(['https://cdn.example/v1/nft-checkout.later-abc.js']);
  });

  it('passes a computed full URL through (a chunk fetched again after a failure)', () => {
    const again = classicEntry(
      'var a=(u)=>import(u+"?attempt=1");export{a as mount};',
      'nft-checkout.iife.js',
      ['mount'],
      options,
    );
    const context = run(page('https://cdn.example/v1/nft-checkout.iife.js'), again);
    (context.NftCheckout.mount as unknown as (url: string) => void)(
      'https://cdn.example/v1/nft-checkout.later-abc.js',
    );
    expect(context.imported).toEqual([
      'https://cdn.example/v1/nft-checkout.later-abc.js?attempt=1',
    ]);
  });

  it('finds its own tag when run without currentScript', () => {
    const context = run(page(null), code);
    context.NftCheckout.later();
    expect(context.imported).toEqual(['https://cdn.example/v1/nft-checkout.later-abc.js']);
  });

  it('reuses the first inclusion when included twice, sharing its state', () => {
    const context = run(page('https://cdn.example/v1/nft-checkout.iife.js'), code);
    const first = context.NftCheckout;
    first.mount();
    run(context, code);
    expect(context.NftCheckout).toBe(first);
    expect(context.NftCheckout.mount()).toBe(2);
  });

  it('is a classic script: no import or export statement and no import.meta are left', () => {
    expect(code).not.toMatch(/\bexport\s*\{|import\.meta/);
    expect(() =>
      classicEntry(`${ENTRY}var u=import.meta.url;`, 'e.js', ['mount'], options),
    ).toThrow(/import\.meta/);
    expect(() =>
      classicEntry('import{a}from"./x.js";export{a as mount};', 'e.js', ['mount'], options),
    ).toThrow(/static import/);
    expect(() => classicEntry(ENTRY, 'e.js', ['missing'], options)).toThrow(/does not export/);
  });

  it('refuses to share a binding that a function reassigns: a chunk reads it once', () => {
    const counter = 'let n=0;function t(){return ++n}export{n as count,t as mount};';
    expect(() => classicEntry(counter, 'e.js', ['mount'], options)).toThrow(/reassigns \(count\)/);
  });
});

describe('classic script chunk', () => {
  it('reads what it imports from the entry out of the registry', () => {
    const entry = classicEntry(ENTRY, 'nft-checkout.iife.js', ['mount'], options);
    const chunk = classicChunk(
      'import{c as a,t as b}from"./nft-checkout.iife.js";import*as ns from"./nft-checkout.iife.js";' +
        'globalThis.result=[a.n,b(),ns.c.n];',
      'nft-checkout.later-abc.js',
      options,
    );
    expect(chunk).not.toContain('from"./nft-checkout.iife.js"');
    const context = run(page('https://cdn.example/v1/nft-checkout.iife.js'), entry);
    context.NftCheckout.mount();
    run(context, chunk);
    expect(context.result).toEqual([1, 2, 2]);
  });

  it('keeps imports between chunks and refuses to import the entry dynamically', () => {
    const chunk = 'import{x}from"./nft-checkout.other-def.js";export{x};';
    expect(classicChunk(chunk, 'c.js', options)).toBe(chunk);
    expect(() => classicChunk('import("./nft-checkout.iife.js");', 'c.js', options)).toThrow(
      /imports the entry dynamically/,
    );
  });
});
