import { linkToHost } from '../../../frame/hostLink.js';
import { isChallengeOutcome } from '../api/challengeOutcome.js';
import { CHALLENGE_IDS, OUTCOME_ATTRIBUTE } from './challengeFields.js';

/** Whether the page is the challenge form or its result: the pages this app runs on. */
export const isChallengePage = (doc: Document): boolean =>
  Boolean(doc.getElementById(CHALLENGE_IDS.form) ?? doc.getElementById(CHALLENGE_IDS.result));

/**
 * The challenge frame app: the issuer's page (src/slices/challenge/frame/challengePage.ts) inside the widget. It
 * says it is ready, reports its height once the host answers `init`, and on the result page tells
 * the host how the buyer left. Nothing the buyer typed leaves the page: the form posts itself.
 * Talks only to the parent at the `origin` query parameter, with the frames' handshake
 * (hostLink.ts); undefined when it cannot run.
 */
export function startChallengeFrame(win: Window): (() => void) | undefined {
  const doc = win.document;
  const host = linkToHost(win);
  if (!host || !isChallengePage(doc)) return undefined;

  const { post } = host;
  const unlisten = host.listen((message) => {
    if (message.type === 'init') host.followHeight();
  });

  // Cancel is told as the buyer chooses it, before the form posts: the decline it causes may
  // reach the widget on the order feed before the result page loads here.
  const cancel = doc.getElementById(CHALLENGE_IDS.cancel);
  let cancelled = false;
  const onCancel = () => {
    if (cancelled) return;
    cancelled = true;
    post({ type: 'challengeResult', outcome: 'cancelled' });
  };
  cancel?.addEventListener('click', onCancel);

  // Refusal pages (answered already, expired) carry no outcome: the order feed says the rest.
  const outcome = doc.getElementById(CHALLENGE_IDS.result)?.getAttribute(OUTCOME_ATTRIBUTE);
  if (isChallengeOutcome(outcome)) post({ type: 'challengeResult', outcome });

  return () => {
    unlisten();
    cancel?.removeEventListener('click', onCancel);
    host.unfollowHeight();
  };
}
