// The script-tag build is ES modules from rolldown (it cannot emit an IIFE that code-splits),
// post-processed here so the entry is a classic script a merchant includes with a plain
// `<script src>`, and its chunks are ES modules loaded with `import()` from the same directory.
//
// The entry becomes `var NftCheckout = (function () { … })();`: its exports go into a registry
// on a versioned global key (getters, read when a chunk runs, after the entry has run to its
// end), a second inclusion of the file returns the first one's API without running again, and
// each `import("./chunk.js")` resolves against the script's own URL (`document.currentScript`).
// Each chunk's `import {…} from "./nft-checkout.iife.js"` becomes a read of that registry.
import type { Plugin } from 'vite';
import { parseAst } from 'vite';
import { reassignedInFunctions } from './reassignedBindings.js';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface ClassicScriptOptions {
  /** The entry's file name, e.g. `nft-checkout.iife.js`. */
  entryFileName: string;
  /** The global the entry's public exports are assigned to, e.g. `NftCheckout`. */
  globalName: string;
  /** The global key of the registry the chunks read; versioned, so two versions do not mix. */
  registryKey: string;
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const candidate = node as Node;
  if (typeof candidate.type === 'string') visit(candidate);
  for (const key of Object.keys(candidate)) {
    const value = candidate[key];
    if (value && typeof value === 'object') walk(value, visit);
  }
}

function applyEdits(code: string, edits: Edit[]): string {
  let out = code;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
}

const nameOf = (node: unknown): string => {
  const n = node as { type: string; name?: string; value?: string };
  return n.type === 'Identifier' ? (n.name as string) : String(n.value);
};

/** The value of a string literal or of a template literal without expressions, else undefined. */
function stringValue(node: unknown): string | undefined {
  const n = node as {
    type: string;
    value?: unknown;
    expressions?: unknown[];
    quasis?: { value: { cooked: string | null } }[];
  };
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions?.length === 0) {
    return n.quasis?.[0]?.value.cooked ?? undefined;
  }
  return undefined;
}

function fail(file: string, problem: string): never {
  throw new Error(
    `classic script build: ${file} ${problem}. The script-tag entry must be plain code with ` +
      'static-string dynamic imports; see docs/decisions.md ("The script-tag build").',
  );
}

/** The entry, rewritten into a classic script (see the top of this file). */
export function classicEntry(
  code: string,
  fileName: string,
  publicNames: readonly string[],
  options: ClassicScriptOptions,
): string {
  const ast = parseAst(code, { sourceType: 'module' });
  const edits: Edit[] = [];
  const exported = new Map<string, string>();
  walk(ast, (node) => {
    if (node.type === 'ImportDeclaration') fail(fileName, 'has a static import');
    if (node.type === 'ExportAllDeclaration' || node.type === 'ExportDefaultDeclaration') {
      fail(fileName, `has an ${node.type}`);
    }
    if (node.type === 'MetaProperty') fail(fileName, 'uses import.meta');
    if (node.type === 'ExportNamedDeclaration') {
      if (node.declaration || node.source) fail(fileName, 'has an inline or re-export');
      for (const specifier of node.specifiers as { local: unknown; exported: unknown }[]) {
        exported.set(nameOf(specifier.exported), nameOf(specifier.local));
      }
      edits.push({ start: node.start, end: node.end, text: '' });
    }
    if (node.type === 'ImportExpression') {
      const source = node.source as Node;
      // A computed name (a chunk fetched again by its full URL) resolves the same way.
      const path = stringValue(source);
      if (path === `./${options.entryFileName}`) fail(fileName, 'imports itself');
      edits.push({ start: source.start, end: source.start, text: '__nftcChunk(' });
      edits.push({ start: source.end, end: source.end, text: ')' });
    }
  });
  const missing = publicNames.filter((name) => !exported.has(name));
  if (missing.length) fail(fileName, `does not export ${missing.join(', ')}`);
  const reassigned = reassignedInFunctions(ast, new Set(exported.values()));
  if (reassigned.size) {
    const names = [...exported].filter(([, local]) => reassigned.has(local)).map(([name]) => name);
    fail(
      fileName,
      `exports bindings that a function reassigns (${names.join(', ')}), which a chunk would ` +
        'read once: export a function that returns the value instead',
    );
  }
  const getters = (names: Iterable<string>) =>
    `{${[...names].map((name) => `get ${JSON.stringify(name)}(){return ${exported.get(name)}}`).join(',')}}`;
  const key = JSON.stringify(options.registryKey);
  const slashFile = JSON.stringify(`/${options.entryFileName}`);
  const body = applyEdits(code, edits);
  const out =
    `var ${options.globalName}=(function(){"use strict";` +
    `var __nftcRegistry=globalThis[${key}];if(__nftcRegistry)return __nftcRegistry.api;` +
    // The script's own URL, at evaluation: chunks live beside it. A script run without
    // currentScript (it was evaluated by other code) falls back to the page's own tag of it.
    `var __nftcScript=document.currentScript;var __nftcBase=__nftcScript&&__nftcScript.src||` +
    '(Array.prototype.slice.call(document.scripts).reverse().find(function(s){' +
    `return s.src.split(/[?#]/)[0].endsWith(${slashFile})})||{src:location.href}).src;` +
    // A chunk that failed is fetched under the URL src/checkout/chunks/failedModule.ts maps it to.
    'function __nftcChunk(path){var url=new URL(path,__nftcBase).href;' +
    'var again=globalThis[Symbol.for("nft-checkout.chunksAgain")];return again&&again.get(url)||url}\n' +
    `${body}\n` +
    `__nftcRegistry={api:${getters(publicNames)},m:${getters(exported.keys())}};` +
    `Object.defineProperty(globalThis,${key},{value:__nftcRegistry});` +
    'return __nftcRegistry.api})();\n';
  // A classic script: no import or export statement, no import.meta may be left.
  parseAst(out, { sourceType: 'script' });
  return out;
}

/** A chunk, with its imports from the entry turned into reads of the entry's registry. */
export function classicChunk(
  code: string,
  fileName: string,
  options: ClassicScriptOptions,
): string {
  const ast = parseAst(code, { sourceType: 'module' });
  const edits: Edit[] = [];
  const entry = `./${options.entryFileName}`;
  walk(ast, (node) => {
    const source = node.source ? stringValue(node.source) : undefined;
    if (node.type === 'ImportExpression' && source === entry) {
      fail(fileName, 'imports the entry dynamically');
    }
    if (node.type === 'ExportAllDeclaration' && source === entry) {
      fail(fileName, 're-exports the entry');
    }
    if (node.type === 'ExportNamedDeclaration' && source === entry) {
      fail(fileName, 're-exports from the entry');
    }
    if (node.type !== 'ImportDeclaration' || source !== entry) return;
    const registry = `globalThis[${JSON.stringify(options.registryKey)}].m`;
    const parts: string[] = [];
    let namespace: string | undefined;
    for (const specifier of node.specifiers as {
      type: string;
      local: unknown;
      imported?: unknown;
    }[]) {
      const local = nameOf(specifier.local);
      if (specifier.type === 'ImportNamespaceSpecifier') namespace = local;
      else {
        const imported =
          specifier.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(specifier.imported);
        parts.push(`${JSON.stringify(imported)}:${local}`);
      }
    }
    const text =
      (parts.length ? `const{${parts.join(',')}}=${registry};` : '') +
      (namespace ? `const ${namespace}=${registry};` : '');
    edits.push({ start: node.start, end: node.end, text });
  });
  return applyEdits(code, edits);
}

/**
 * The rolldown side: after the ES build is rendered, rewrite the entry and every chunk. Vite's
 * module preload helper must be off (`build.modulePreload: false`); a leftover reference to it
 * fails the build, as would any `import.meta` in the classic file.
 */
export function classicScript(options: ClassicScriptOptions): Plugin {
  return {
    name: 'nftc-classic-script',
    apply: 'build',
    generateBundle(_output, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        if (/__vitePreload|modulepreload/.test(output.code)) {
          fail(output.fileName, "contains vite's module preload helper");
        }
        if (output.isEntry) {
          const facade = output.facadeModuleId;
          const publicNames = (facade && this.getModuleInfo(facade)?.exports) || [];
          output.code = classicEntry(output.code, output.fileName, publicNames, options);
        } else {
          output.code = classicChunk(output.code, output.fileName, options);
        }
      }
    },
  };
}
