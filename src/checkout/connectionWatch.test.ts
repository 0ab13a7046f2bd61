import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type BrowserConnectivity, createConnectionWatch } from './connectionWatch.js';
import { purchaseStrings } from './purchase/strings.js';

/** A browser whose online state the test flips, firing the events as a page would. */
function fakeBrowser(online = true) {
  const target = new EventTarget();
  const browser: BrowserConnectivity & { go(online: boolean): void } = {
    online: () => online,
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    go(next) {
      online = next;
      target.dispatchEvent(new Event(next ? 'online' : 'offline'));
    },
  };
  return browser;
}

let said: string[];
let nudges: number;

function watch(browser = fakeBrowser()) {
  const w = createConnectionWatch({
    graceMs: 3000,
    browser,
    announce: (text) => said.push(text),
    onOnline: () => nudges++,
  });
  w.start();
  return w;
}

beforeEach(() => {
  vi.useFakeTimers();
  said = [];
  nudges = 0;
});
afterEach(() => vi.useRealTimers());

describe('createConnectionWatch', () => {
  it('updates failing for longer than the grace: lost, announced; back: cleared, announced', () => {
    const w = watch();
    w.feed(false);
    vi.advanceTimersByTime(2999);
    expect(w.lost.value).toBe(false);
    vi.advanceTimersByTime(1);
    expect(w.lost.value).toBe(true);
    expect(said).toEqual([purchaseStrings.connection.lost]);
    w.feed(true);
    expect(w.lost.value).toBe(false);
    expect(said).toEqual([purchaseStrings.connection.lost, purchaseStrings.connection.restored]);
  });

  it('a blip shorter than the grace says nothing', () => {
    const w = watch();
    w.feed(false);
    vi.advanceTimersByTime(2000);
    w.feed(true);
    vi.advanceTimersByTime(5000);
    expect(w.lost.value).toBe(false);
    expect(said).toEqual([]);
  });

  it('the browser going offline counts too; online asks for a retry at once', () => {
    const browser = fakeBrowser();
    const w = watch(browser);
    browser.go(false);
    vi.advanceTimersByTime(3000);
    expect(w.lost.value).toBe(true);
    browser.go(true);
    expect(nudges).toBe(1);
    expect(w.lost.value).toBe(false);
    expect(said.at(-1)).toBe(purchaseStrings.connection.restored);
  });

  it('online while the updates still fail: lost until they get through', () => {
    const browser = fakeBrowser();
    const w = watch(browser);
    browser.go(false);
    w.feed(false);
    vi.advanceTimersByTime(3000);
    browser.go(true);
    expect(w.lost.value).toBe(true);
    w.feed(true);
    expect(w.lost.value).toBe(false);
  });

  it('a page that starts offline is told after the grace', () => {
    const w = watch(fakeBrowser(false));
    vi.advanceTimersByTime(3000);
    expect(w.lost.value).toBe(true);
  });

  it('stop(): the notice goes silently, and no timer or listener is left', () => {
    const browser = fakeBrowser();
    const w = watch(browser);
    w.feed(false);
    vi.advanceTimersByTime(3000);
    w.stop();
    expect(w.lost.value).toBe(false);
    expect(said).toEqual([purchaseStrings.connection.lost]);
    expect(vi.getTimerCount()).toBe(0);
    browser.go(false);
    browser.go(true);
    vi.advanceTimersByTime(5000);
    expect(nudges).toBe(0);
    expect(w.lost.value).toBe(false);
  });
});
