// Test-only: every part of the checkout that loads on demand, loaded now through the page's
// chunk loader (as the prefetch does on a page), so a test that then counts timers or renders
// a later step synchronously does not race the test runner's module loading.

import { outcomes } from '../../slices/outcomes/widget/index.js';
import { loadChunk } from '../chunks/loadChunk.js';
import { methodPart, PAYMENT_METHODS } from '../payment/methods/index.js';
import { FLOW, stepPart } from '../steps/index.js';

export async function preloadParts(): Promise<void> {
  await Promise.all([
    ...FLOW.map((step) => loadChunk(stepPart(step.id), step.load)),
    ...PAYMENT_METHODS.map((entry) =>
      loadChunk(methodPart(entry.id), entry.load as () => Promise<unknown>),
    ),
    loadChunk(outcomes.part, outcomes.load),
  ]);
}
