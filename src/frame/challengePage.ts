import { isHttpOrigin } from '../api/cardFrameProtocol.js';
import type { ChallengeOutcome } from '../api/challengeOutcome.js';
import { escapeHtml } from './page.js';

/** Ids of the challenge page's parts: the hooks a frame script can find them by. */
export const CHALLENGE_IDS = {
  form: 'nftc-challenge-form',
  details: 'nftc-challenge-details',
  code: 'nftc-challenge-code',
  codeHint: 'nftc-challenge-code-hint',
  error: 'nftc-challenge-error',
  complete: 'nftc-challenge-complete',
  fail: 'nftc-challenge-fail',
  cancel: 'nftc-challenge-cancel',
  result: 'nftc-challenge-result',
} as const;

/** The result heading's attribute that holds how the challenge ended. */
export const OUTCOME_ATTRIBUTE = 'data-outcome';

/** What the challenge page shows: the payment as the issuer would, and where the form posts. */
export interface ChallengeView {
  /** Path and query the form posts to (same origin). */
  action: string;
  kind: 'choice' | 'otp';
  merchant: string;
  /** The amount, formatted (`$105.30`). */
  amount: string;
  /** The card as its holder knows it (`Visa ending in 0019`), never its number. */
  card: string;
  /** Why the last code was refused, and the tries left. */
  error?: string | undefined;
  /** The frame script (same origin), when a host origin was given: it talks to the widget. */
  scriptUrl?: string | undefined;
}

/**
 * An HTML page with no style, readable at any width, framable by the widget. Its only script is
 * the frame script, which sizes the frame and reports the result; the form works without it.
 */
function page(title: string, main: string, scriptUrl: string | undefined): string {
  const script = scriptUrl ? `\n<script src="${escapeHtml(scriptUrl)}" defer></script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>${script}
</head>
<body>
<div class="nftc-challenge">
${main}
</div>
</body>
</html>
`;
}

const button = (id: string, action: string, label: string) =>
  `<button id="${id}" type="submit" name="action" value="${action}">${escapeHtml(label)}</button>`;

function codeField(error: string | undefined): string {
  const ids = CHALLENGE_IDS;
  return `<p>
<label for="${ids.code}">One-time code</label>
<input id="${ids.code}" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" spellcheck="false" aria-invalid="${error ? 'true' : 'false'}" aria-describedby="${ids.codeHint} ${ids.error}">
</p>
<p id="${ids.codeHint}">We sent a code to your phone. In the sandbox, the code is 123456.</p>
<p id="${ids.error}" role="alert">${escapeHtml(error ?? '')}</p>`;
}

/**
 * The issuer's challenge page of the sandbox: the payment, then the choices a test page offers
 * (pass or fail; or a one-time code) and a way out. A plain form: it works with no script.
 */
export function challengePage(view: ChallengeView): string {
  const ids = CHALLENGE_IDS;
  const otp = view.kind === 'otp';
  const choices = otp
    ? `${codeField(view.error)}
${button(ids.complete, 'authenticate', 'Confirm')}
${button(ids.fail, 'fail', 'Fail authentication')}`
    : `<p>This is a test page: choose how the authentication ends.</p>
${button(ids.complete, 'authenticate', 'Complete authentication')}
${button(ids.fail, 'fail', 'Fail authentication')}`;
  return page(
    'Confirm your payment',
    // h3: the page sits under the checkout's own h2 ("Confirm with your bank").
    `<h3>Confirm your payment</h3>
<p>Your card issuer asks you to confirm this payment.</p>
<dl id="${ids.details}">
<dt>Merchant</dt>
<dd>${escapeHtml(view.merchant)}</dd>
<dt>Amount</dt>
<dd>${escapeHtml(view.amount)}</dd>
<dt>Card</dt>
<dd>${escapeHtml(view.card)}</dd>
</dl>
<form id="${ids.form}" method="post" action="${escapeHtml(view.action)}">
${choices}
${button(ids.cancel, 'cancel', 'Cancel')}
</form>`,
    view.scriptUrl,
  );
}

export interface ChallengeNotice {
  /** How the challenge ended, for the frame script to tell the widget; none for a refusal. */
  outcome?: ChallengeOutcome | undefined;
  scriptUrl?: string | undefined;
}

/** A page that says how a challenge ended, or why it cannot be answered. */
export function challengeNoticePage(
  title: string,
  message: string,
  { outcome, scriptUrl }: ChallengeNotice = {},
): string {
  const data = outcome ? ` ${OUTCOME_ATTRIBUTE}="${outcome}"` : '';
  return page(
    title,
    `<h3 id="${CHALLENGE_IDS.result}"${data}>${escapeHtml(title)}</h3>
<p>${escapeHtml(message)}</p>`,
    scriptUrl,
  );
}

/**
 * The challenge pages' policy: no style or fetch; the form posts to this origin only, and only
 * `origin` (the widget's page) may frame them, or nobody when there is none. Framed, the pages
 * run the frame script of this origin; unframable, they run none.
 */
export function challengePageCsp(origin: string | undefined): string {
  const framed = origin !== undefined && isHttpOrigin(origin);
  return [
    "default-src 'none'",
    ...(framed ? ["script-src 'self'"] : []),
    "form-action 'self'",
    `frame-ancestors ${framed ? origin : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
}
