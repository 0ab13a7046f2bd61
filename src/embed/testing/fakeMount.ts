// Test-only: a stand-in for mount() that the element's tests put in its place
// (`vi.mock('../mount.js', …)`), recording every checkout it makes. No import of the element,
// so the mock's factory can load it while the element loads.
import { vi } from 'vitest';

export const unmounts: ReturnType<typeof vi.fn>[] = [];
export const updates: ReturnType<typeof vi.fn>[] = [];
export const mount = vi.fn(
  (_target: HTMLElement | string, _options: Record<string, unknown>, _internals?: unknown) => {
    const unmount = vi.fn();
    const update = vi.fn();
    unmounts.push(unmount);
    updates.push(update);
    return { unmount, update, on: vi.fn(() => () => {}) };
  },
);

type Options = Record<string, (payload: unknown) => void>;
/** The options of the last mount() call. */
export const lastOptions = () => mount.mock.calls.at(-1)?.[1] as unknown as Options;

/** Forgets every call and checkout made so far. */
export function resetFakeMount() {
  mount.mockClear();
  unmounts.length = 0;
  updates.length = 0;
}
