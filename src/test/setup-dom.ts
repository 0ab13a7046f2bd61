import { cleanup, configure } from '@testing-library/preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { NOW } from '../checkout/testing/setup.js';

// The fake service's session expires 30 minutes after NOW: pin the wall clock there (it still
// advances in real time) so tests that use `Date.now()` do not depend on the day they run.
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'], shouldAdvanceTime: true });
});

// The purchase and the schemas are imported on demand; the first import of each in a test file
// compiles it, which on a busy machine can take longer than waitFor's default second.
configure({ asyncUtilTimeout: 5000 });

// @testing-library/preact does not register cleanup without test globals.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
