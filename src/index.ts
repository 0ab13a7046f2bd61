// npm entry: named, tree-shakable exports.
export * from './api/index.js';
