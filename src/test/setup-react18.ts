// Setup of the react18 vitest project, before anything loads React. The project's aliases send
// the imports vite compiles to react-18 and react-dom-18, but react-dom-18 itself is CommonJS
// that Node loads: its require('react') would find React 19 at the top of node_modules (npm
// cannot nest the peer of an aliased package). Node 20 has no resolve hooks for require, so the
// CommonJS resolver is wrapped, for this test process only.
import Module from 'node:module';

type Resolve = (request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: Resolve };
const resolve = loader._resolveFilename;
const REACT_18 = /^(react|react-dom)(?=\/|$)/;

loader._resolveFilename = function (this: unknown, request, ...rest) {
  return resolve.call(this, request.replace(REACT_18, '$1-18'), ...rest);
};
