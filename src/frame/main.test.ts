import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardFramePage } from '../slices/card/frame/cardPage.js';
import { challengeNoticePage, challengePage } from '../slices/challenge/frame/challengePage.js';
import { documentFramePage } from '../slices/document/frame/documentPage.js';
import { taxIdFramePage } from '../slices/taxId/frame/taxIdPage.js';
import { loadFramePage } from './testing/frameHarness.js';

vi.mock('../slices/card/frame/cardFrame.js', () => ({ startCardFrame: vi.fn() }));
vi.mock('../slices/taxId/frame/taxIdApp.js', () => ({ startTaxIdFrame: vi.fn() }));
vi.mock('../slices/document/frame/documentApp.js', () => ({ startDocumentFrame: vi.fn() }));
vi.mock('../slices/challenge/frame/challengeApp.js', async (original) => ({
  ...(await original<typeof import('../slices/challenge/frame/challengeApp.js')>()),
  startChallengeFrame: vi.fn(),
}));

const CHALLENGE_VIEW = {
  action: '/v1/checkout/challenge/chl_1',
  kind: 'choice',
  merchant: 'Shop',
  amount: '$1.00',
  card: 'Visa ending in 0019',
} as const;

afterEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
});

/** The frame script, run as the page loads it. */
async function runMain() {
  await import('./main.js');
  const { startCardFrame } = await import('../slices/card/frame/cardFrame.js');
  const { startTaxIdFrame } = await import('../slices/taxId/frame/taxIdApp.js');
  const { startDocumentFrame } = await import('../slices/document/frame/documentApp.js');
  const { startChallengeFrame } = await import('../slices/challenge/frame/challengeApp.js');
  return { startCardFrame, startTaxIdFrame, startDocumentFrame, startChallengeFrame };
}

describe('the frame script', () => {
  it('starts the tax-id app on the tax-id page', async () => {
    loadFramePage(taxIdFramePage);
    const { startCardFrame, startTaxIdFrame, startDocumentFrame } = await runMain();
    expect(startTaxIdFrame).toHaveBeenCalledWith(window);
    expect(startCardFrame).not.toHaveBeenCalled();
    expect(startDocumentFrame).not.toHaveBeenCalled();
  });

  it('starts the document app on the document page', async () => {
    loadFramePage(documentFramePage);
    const { startCardFrame, startTaxIdFrame, startDocumentFrame } = await runMain();
    expect(startDocumentFrame).toHaveBeenCalledWith(window);
    expect(startCardFrame).not.toHaveBeenCalled();
    expect(startTaxIdFrame).not.toHaveBeenCalled();
  });

  it.each([
    ['form', () => challengePage(CHALLENGE_VIEW)],
    [
      'result',
      () => challengeNoticePage('Authentication complete', 'Done.', { outcome: 'failed' }),
    ],
  ])('starts the challenge app on the challenge %s page', async (_, page) => {
    loadFramePage(page);
    const { startCardFrame, startChallengeFrame } = await runMain();
    expect(startChallengeFrame).toHaveBeenCalledWith(window);
    expect(startCardFrame).not.toHaveBeenCalled();
  });

  it('starts the card app otherwise', async () => {
    loadFramePage(cardFramePage);
    const { startCardFrame, startTaxIdFrame, startDocumentFrame } = await runMain();
    expect(startCardFrame).toHaveBeenCalledWith(window);
    expect(startTaxIdFrame).not.toHaveBeenCalled();
    expect(startDocumentFrame).not.toHaveBeenCalled();
  });
});
