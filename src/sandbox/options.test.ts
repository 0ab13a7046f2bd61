import { describe, expect, it } from 'vitest';
import { resolveSettings } from './options.js';

describe('resolveSettings: the event stream heartbeat', () => {
  it('comes every 15 s by default and every second with the fast lifecycle', () => {
    expect(resolveSettings({}).heartbeatMs).toBe(15_000);
    expect(resolveSettings({ delays: 'fast' }).heartbeatMs).toBe(1000);
  });

  it('is the interval given, whatever the delays', () => {
    expect(resolveSettings({ delays: 'fast', heartbeatMs: 250 }).heartbeatMs).toBe(250);
    expect(resolveSettings({ heartbeatMs: 0 }).heartbeatMs).toBe(15_000);
  });
});
