import { CHECKPOINT_NAMES } from '../../api/customers.js';
import type { CheckpointName } from './rule.js';

export type CheckpointSelection =
  | { ok: true; checkpoints: CheckpointName[] }
  | { ok: false; unknownCheckpoints: string[]; missingCheckpoints: string[]; message: string };

function isCheckpointName(name: string): name is CheckpointName {
  return (CHECKPOINT_NAMES as readonly string[]).includes(name);
}

/** What runs when a request lists no checkpoints: customer, plus device with device data. */
export function defaultCheckpoints(hasDevice: boolean): CheckpointName[] {
  return hasDevice ? ['customer', 'device'] : ['customer'];
}

/**
 * The checkpoints a request runs, in catalogue order. Omitted or empty: customer, plus device when
 * the session has device data. Listed: exactly those; names are case-sensitive, duplicates count
 * once, and customer must be among them whenever others are (product-notes).
 */
export function selectCheckpoints(
  requested: readonly string[] | undefined,
  hasDevice: boolean,
): CheckpointSelection {
  if (requested === undefined || requested.length === 0) {
    return { ok: true, checkpoints: defaultCheckpoints(hasDevice) };
  }
  const unknown = [...new Set(requested.filter((name) => !isCheckpointName(name)))];
  const missing = requested.includes('customer') ? [] : ['customer'];
  if (unknown.length > 0 || missing.length > 0) {
    const problems = [
      ...(unknown.length ? [`unknown checkpoints: ${unknown.join(', ')}`] : []),
      ...(missing.length ? ['customer must be listed when other checkpoints are'] : []),
    ];
    const known = CHECKPOINT_NAMES.join(', ');
    return {
      ok: false,
      unknownCheckpoints: unknown,
      missingCheckpoints: missing,
      message: `${problems.join('; ')} (checkpoints are: ${known})`,
    };
  }
  return { ok: true, checkpoints: CHECKPOINT_NAMES.filter((name) => requested.includes(name)) };
}
