export {
  createMemoryStore,
  DEFAULT_STORE_LIMITS,
  isFinished,
  type StoreLimits,
} from './memoryStore.js';
export { MemoryTable } from './memoryTable.js';
export type * from './records.js';
export { type SandboxStore, scopedKey } from './store.js';
export type { Table } from './table.js';
