import { isHttpOrigin } from '../../../api/frameProtocol.js';
import { type FrameLanguage, frameLanguage } from '../../../frame/locales/index.js';
import { escapeHtml } from '../../../frame/page.js';
import { SERVICE_ICON_LINK } from '../../../frame/serviceIcon.js';
import type { ChallengeOutcome } from '../api/challengeOutcome.js';
import { CHALLENGE_IDS, OUTCOME_ATTRIBUTE } from './challengeFields.js';

export { CHALLENGE_IDS, OUTCOME_ATTRIBUTE };

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
  /** The checkout's language (`?locale`, matched); English without. */
  language?: FrameLanguage | undefined;
}

/**
 * An HTML page with no style, readable at any width, framable by the widget. Its only script is
 * the frame script, which sizes the frame and reports the result; the form works without it.
 */
function page(
  { locale, dir }: FrameLanguage,
  title: string,
  main: string,
  scriptUrl: string | undefined,
): string {
  const script = scriptUrl ? `\n<script src="${escapeHtml(scriptUrl)}" defer></script>` : '';
  return `<!doctype html>
<html lang="${locale}"${dir === 'rtl' ? ' dir="rtl"' : ''}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
${SERVICE_ICON_LINK}${script}
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

function codeField(words: FrameLanguage['strings']['challenge'], error: string | undefined) {
  const ids = CHALLENGE_IDS;
  return `<p>
<label for="${ids.code}">${escapeHtml(words.code)}</label>
<input id="${ids.code}" name="code" type="text" dir="ltr" inputmode="numeric" autocomplete="one-time-code" maxlength="6" spellcheck="false" aria-invalid="${error ? 'true' : 'false'}" aria-describedby="${ids.codeHint} ${ids.error}">
</p>
<p id="${ids.codeHint}">${escapeHtml(words.codeHint)}</p>
<p id="${ids.error}" role="alert">${escapeHtml(error ?? '')}</p>`;
}

/**
 * The issuer's challenge page of the sandbox: the payment, then the choices a test page offers
 * (pass or fail; or a one-time code) and a way out. A plain form: it works with no script.
 */
export function challengePage(view: ChallengeView): string {
  const ids = CHALLENGE_IDS;
  const language = view.language ?? frameLanguage('en');
  const words = language.strings.challenge;
  const otp = view.kind === 'otp';
  const choices = otp
    ? `${codeField(words, view.error)}
${button(ids.complete, 'authenticate', words.confirm)}
${button(ids.fail, 'fail', words.fail)}`
    : `<p>${escapeHtml(words.testPage)}</p>
${button(ids.complete, 'authenticate', words.complete)}
${button(ids.fail, 'fail', words.fail)}`;
  return page(
    language,
    words.title,
    // h3: the page sits under the checkout's own h2 ("Confirm with your bank").
    `<h3>${escapeHtml(words.title)}</h3>
<p>${escapeHtml(words.intro)}</p>
<dl id="${ids.details}">
<dt>${escapeHtml(words.merchant)}</dt>
<dd>${escapeHtml(view.merchant)}</dd>
<dt>${escapeHtml(words.amount)}</dt>
<dd><bdi>${escapeHtml(view.amount)}</bdi></dd>
<dt>${escapeHtml(words.card)}</dt>
<dd>${escapeHtml(view.card)}</dd>
</dl>
<form id="${ids.form}" method="post" action="${escapeHtml(view.action)}">
${choices}
${button(ids.cancel, 'cancel', words.cancel)}
</form>`,
    view.scriptUrl,
  );
}

export interface ChallengeNotice {
  /** How the challenge ended, for the frame script to tell the widget; none for a refusal. */
  outcome?: ChallengeOutcome | undefined;
  scriptUrl?: string | undefined;
  language?: FrameLanguage | undefined;
}

/** A page that says how a challenge ended, or why it cannot be answered. */
export function challengeNoticePage(
  title: string,
  message: string,
  { outcome, scriptUrl, language = frameLanguage('en') }: ChallengeNotice = {},
): string {
  const data = outcome ? ` ${OUTCOME_ATTRIBUTE}="${outcome}"` : '';
  return page(
    language,
    title,
    `<h3 id="${CHALLENGE_IDS.result}"${data}>${escapeHtml(title)}</h3>
<p>${escapeHtml(message)}</p>`,
    scriptUrl,
  );
}

/**
 * The challenge pages' policy: no style or fetch; the form posts to this origin only, and only
 * `origin` (the widget's page) may frame them, or nobody when there is none. Framed, the pages
 * run the frame script of this origin; unframable, they run none. The one image is the service's
 * icon, which a window opened on the page asks for.
 */
export function challengePageCsp(origin: string | undefined): string {
  const framed = origin !== undefined && isHttpOrigin(origin);
  return [
    "default-src 'none'",
    ...(framed ? ["script-src 'self'"] : []),
    "img-src 'self'",
    "form-action 'self'",
    `frame-ancestors ${framed ? origin : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');
}
