import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { reassignedInFunctions } from './reassignedBindings.js';

const check = (code: string, names: string[]) =>
  [...reassignedInFunctions(parseAst(code), new Set(names))].sort();

describe('top-level bindings reassigned inside functions', () => {
  it('finds assignments and updates from inside functions, arrows and methods', () => {
    expect(check('let a=0,b=0,c=0;function f(){a=1}const g=()=>b++;', ['a', 'b', 'c'])).toEqual([
      'a',
      'b',
    ]);
    expect(check('let a;class K{m(){[a]=[1]}}', ['a'])).toEqual(['a']);
    expect(check('let a;function f(){for(a of [1]);}', ['a'])).toEqual(['a']);
    expect(check('let a;function f(){({x:a}=o)}', ['a'])).toEqual(['a']);
  });

  it('ignores the top level itself: it runs before any chunk', () => {
    expect(check('var a,b;a=1;{b=2}for(a of [1]);', ['a', 'b'])).toEqual([]);
  });

  it('ignores names shadowed by params, vars, lets, catch and function names', () => {
    const code = [
      'let a,b,c,d,e,g;',
      'function f(a){a=1}',
      'function h(){if(1){var b}b=1}',
      'function i(){{let c;c=1}}',
      'function j(){try{}catch(d){d=1}}',
      'var k=function e(){e=1};',
      'function l(){for(let g=0;;)g++}',
    ].join('');
    expect(check(code, ['a', 'b', 'c', 'd', 'e', 'g'])).toEqual([]);
  });

  it('still finds an assignment beside a shadowing block', () => {
    expect(check('let a;function f(){{let a;a=1}a=2}', ['a'])).toEqual(['a']);
  });
});
