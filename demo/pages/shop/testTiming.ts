import type { MountInternals } from '../../../src/embed/mount.js';

/**
 * `?timing=fast`: short network timeouts and tracking intervals, so the e2e suite can inject
 * network faults (a held request, a silent stream, going offline) and see the checkout give up
 * and recover in a second or two instead of the production bounds' tens of seconds. Passed to
 * `mount()` as its internal third argument; shops never set it.
 */
const FAST: MountInternals = {
  timeoutMs: 2000,
  deadlineMs: 3000,
  connectionGraceMs: 1000,
  trackerTiming: {
    reconnectMs: 200,
    pollMs: 500,
    maxBackoffMs: 2000,
    connectTimeoutMs: 1500,
    heartbeatMs: 1000,
  },
};

export function mountInternals(params: URLSearchParams): MountInternals | undefined {
  return params.get('timing') === 'fast' ? FAST : undefined;
}
