import {
  type FrameMessageBody,
  isHttpOrigin,
  NAMESPACE,
  readHostMessage,
} from '../api/cardFrameProtocol.js';
import { isChallengeOutcome } from '../api/challengeOutcome.js';
import { CHALLENGE_IDS, OUTCOME_ATTRIBUTE } from './challengeFields.js';

/** Whether the page is the challenge form or its result: the pages this app runs on. */
export const isChallengePage = (doc: Document): boolean =>
  Boolean(doc.getElementById(CHALLENGE_IDS.form) ?? doc.getElementById(CHALLENGE_IDS.result));

/**
 * The challenge frame app: the issuer's page (src/frame/challengePage.ts) inside the widget. It
 * says it is ready, reports its height once the host answers `init`, and on the result page tells
 * the host how the buyer left. Nothing the buyer typed leaves the page: the form posts itself.
 * Talks only to the parent at the `origin` query parameter; undefined when it cannot run.
 */
export function startChallengeFrame(win: Window): (() => void) | undefined {
  const doc = win.document;
  const origin = new URLSearchParams(win.location.search).get('origin');
  const parent = win.parent;
  if (!isHttpOrigin(origin) || parent === win || !isChallengePage(doc)) return undefined;

  const post = (message: FrameMessageBody) =>
    parent.postMessage({ ns: NAMESPACE, ...message }, origin);

  let height = -1;
  const reportHeight = () => {
    const next = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (next !== height) {
      height = next;
      post({ type: 'resize', height });
    }
  };
  const observer =
    typeof ResizeObserver === 'function' ? new ResizeObserver(reportHeight) : undefined;

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== parent) return;
    if (readHostMessage(event.data)?.type !== 'init') return;
    observer?.observe(doc.documentElement);
    reportHeight();
  };
  win.addEventListener('message', onMessage);
  post({ type: 'ready' });

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
    win.removeEventListener('message', onMessage);
    cancel?.removeEventListener('click', onCancel);
    observer?.disconnect();
  };
}
