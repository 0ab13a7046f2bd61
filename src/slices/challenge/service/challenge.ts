import { isHttpOrigin } from '../../../api/frameProtocol.js';
import { fill } from '../../../api/text.js';
import { type FrameLanguage, frameLanguage } from '../../../frame/locales/index.js';
import { FRAMES_SCRIPT_PATH } from '../../../sandbox/handlers/browser/framePages.js';
import { readBody } from '../../../sandbox/http/body.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { fieldError, httpError } from '../../../sandbox/http/errors.js';
import { CHALLENGE_PATH, type ChallengeOutcome } from '../api/challengeOutcome.js';
import { challengeNoticePage, challengePage, challengePageCsp } from '../frame/challengePage.js';
import { type ChallengeRefusal, findChallenge } from './challengeAccess.js';
import { CHALLENGE_OTP, endChallenge } from './challengeLifecycle.js';
import { challengeView } from './challengeView.js';

/** A form of one button and a six-digit code is tiny: anything larger is not this page's. */
const FORM_LIMIT = 2048;

/** The status of each refusal; its words are the catalog's `challenge.refusals`. */
const REFUSALS: Record<ChallengeRefusal | 'cross_site', number> = {
  unknown: 404,
  used: 409,
  expired: 410,
  cross_site: 403,
};

/**
 * The buyer's language from `?locale` (matched; a missing, unknown, invalid or overlong tag reads
 * English, never an error), and the query that keeps it on the page the form posts to.
 */
function languageOf(ctx: RequestContext): { language: FrameLanguage; query: string } {
  const tag = ctx.query.get('locale');
  const language = frameLanguage(tag);
  return { language, query: tag === null ? '' : `locale=${encodeURIComponent(language.locale)}` };
}

/** The widget's page origin from `?origin`, when there is one; a malformed one is a 400. */
function hostOrigin(ctx: RequestContext): string | undefined {
  const origins = ctx.query.getAll('origin');
  if (origins.length === 0) return undefined;
  if (origins.length !== 1 || !isHttpOrigin(origins[0])) {
    throw fieldError('origin', 'must be the http(s) origin of the page that embeds the checkout');
  }
  return origins[0];
}

/** One challenge page, framable by the widget's page only. */
function sendPage(ctx: RequestContext, status: number, html: string, origin: string | undefined) {
  ctx.res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'content-security-policy': challengePageCsp(origin),
    'cache-control': 'no-store',
    // Not no-referrer: with it, browsers send `Origin: null` on the form's post.
    'referrer-policy': 'same-origin',
  });
  ctx.res.end(html);
}

/** The frame script, for a page a widget frames (one named by `origin`); none otherwise. */
const scriptFor = (origin: string | undefined) => (origin ? FRAMES_SCRIPT_PATH : undefined);

function sendRefusal(ctx: RequestContext, refusal: keyof typeof REFUSALS, origin?: string) {
  const { language } = languageOf(ctx);
  const { title, message } = language.strings.challenge.refusals[refusal];
  const html = challengeNoticePage(title, message, { scriptUrl: scriptFor(origin), language });
  sendPage(ctx, REFUSALS[refusal], html, origin);
}

/** Where the page's form posts: this page again, keeping the widget's origin and language. */
function formAction(ctx: RequestContext, id: string, origin: string | undefined): string {
  const path = `${CHALLENGE_PATH}${id}`;
  const hostQuery = origin ? `origin=${encodeURIComponent(origin)}` : '';
  const query = [hostQuery, languageOf(ctx).query].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

/** GET /v1/checkout/challenge/{challengeId}?origin=…: the issuer's challenge page (public). */
export function getChallenge(ctx: RequestContext): void {
  const origin = hostOrigin(ctx);
  const id = ctx.params.challengeId as string;
  const access = findChallenge(ctx.services, id);
  if (!access.ok) {
    sendRefusal(ctx, access.refusal, origin);
    return;
  }
  const action = formAction(ctx, id, origin);
  const { language } = languageOf(ctx);
  const view = challengeView(ctx.services, access.order, access.challenge, action, language);
  sendPage(ctx, 200, challengePage({ ...view, scriptUrl: scriptFor(origin) }), origin);
}

/**
 * Only the page itself may answer: a browser says where a post comes from (`Sec-Fetch-Site`,
 * `Origin`), and anything but this origin is another site's forged form.
 */
function fromOwnPage(ctx: RequestContext): boolean {
  const site = ctx.req.headers['sec-fetch-site'];
  const origin = ctx.req.headers.origin;
  return (
    (site === undefined || site === 'same-origin') &&
    (origin === undefined || origin === ctx.origin)
  );
}

async function readForm(ctx: RequestContext): Promise<URLSearchParams> {
  const type = (ctx.req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    throw httpError(
      415,
      'VALIDATION',
      'Send the challenge form as application/x-www-form-urlencoded.',
      [{ path: 'Content-Type', message: 'must be application/x-www-form-urlencoded' }],
    );
  }
  return new URLSearchParams(await readBody(ctx.req, FORM_LIMIT));
}

/** The buyer's choice: an outcome, or `wrong_code` for a refused one-time code. */
function choiceOf(form: URLSearchParams, kind: 'choice' | 'otp') {
  const action = form.get('action');
  if (action === 'fail') return 'failed';
  if (action === 'cancel') return 'cancelled';
  if (action !== 'authenticate') return undefined;
  if (kind === 'choice') return 'authenticated';
  return form.get('code')?.trim() === CHALLENGE_OTP ? 'authenticated' : 'wrong_code';
}

/**
 * POST /v1/checkout/challenge/{challengeId}?origin=…: the challenge page's form (same origin,
 * form-encoded). Ends the challenge once: passed, the payment goes on; failed or cancelled, it is
 * declined with AUTHENTICATION_FAILED. A wrong one-time code uses one of the tries, the last one
 * fails the challenge.
 */
export async function postChallenge(ctx: RequestContext): Promise<void> {
  const origin = hostOrigin(ctx);
  if (!fromOwnPage(ctx)) {
    sendRefusal(ctx, 'cross_site', origin);
    return;
  }
  const form = await readForm(ctx);
  const id = ctx.params.challengeId as string;
  const { services } = ctx;
  const access = findChallenge(services, id);
  if (!access.ok) {
    sendRefusal(ctx, access.refusal, origin);
    return;
  }
  const choice = choiceOf(form, access.challenge.kind);
  if (choice === undefined) throw fieldError('action', 'must be authenticate, fail or cancel');
  // Set inside the change (declared wide, so the checks below are not narrowed away).
  let outcome = undefined as ChallengeOutcome | undefined;
  let stale = false as boolean;
  const now = services.clock.now();
  const updated = services.runner.change(access.order.id, (current) => {
    const challenge = current.challenge;
    if (challenge?.id !== id || current.status !== 'Processing') {
      stale = true;
      return current;
    }
    const triesLeft = choice === 'wrong_code' ? challenge.triesLeft - 1 : challenge.triesLeft;
    if (choice === 'wrong_code' && triesLeft > 0) {
      return { ...current, challenge: { ...challenge, triesLeft } };
    }
    outcome = choice === 'wrong_code' ? 'failed' : choice;
    services.store.challenges.update(id, (entry) => ({ ...entry, outcome }));
    return endChallenge(current, outcome === 'authenticated', now);
  });
  if (!updated || stale) {
    sendRefusal(ctx, 'used', origin);
    return;
  }
  const { language } = languageOf(ctx);
  const words = language.strings.challenge;
  if (outcome === undefined) {
    const left = updated.challenge?.triesLeft ?? 0;
    const error = fill(words.wrongCode, { count: left }, language.locale);
    const view = challengeView(
      services,
      updated,
      updated.challenge ?? access.challenge,
      formAction(ctx, id, origin),
      language,
      error,
    );
    sendPage(ctx, 200, challengePage({ ...view, scriptUrl: scriptFor(origin) }), origin);
    return;
  }
  const { title, message } = words.results[outcome];
  const html = challengeNoticePage(title, message, {
    outcome,
    scriptUrl: scriptFor(origin),
    language,
  });
  sendPage(ctx, 200, html, origin);
}
