import { summarizeIssues } from '../../../api/issues.js';
import { assertPayable } from '../../../sandbox/handlers/browser/payable.js';
import { requireClientToken } from '../../../sandbox/http/auth.js';
import type { RequestContext } from '../../../sandbox/http/context.js';
import { badRequest, conflict } from '../../../sandbox/http/errors.js';
import { sendJson } from '../../../sandbox/http/respond.js';
import { captureSides } from '../api/identityCheck.js';
import { captureVerdict } from './identity/capture.js';
import { captureRefusal, identitySubmitted } from './identity/check.js';
import { assertCaptureOpen, captureOf } from './identityCaptureAccess.js';

const PHOTO: Record<string, string> = {
  front: 'the front of the document',
  back: 'the back of the document',
  selfie: 'the selfie',
};

/**
 * POST /v1/checkout/identity/captures/{verificationId}/submit: the capture goes to the verifier
 * (from the document frame only; the body, `{}`, is ignored). Uses one of the order's capture attempts;
 * the verdict comes after the verification delay, through the order feed. In the sandbox the
 * verdict is the one the photos' file names asked for (docs/protocol.md, identity documents).
 */
export async function postIdentitySubmit(ctx: RequestContext): Promise<void> {
  const { order } = requireClientToken(ctx, 'write');
  // Read (JSON, like every POST here) and ignored: `{}` or nothing.
  await ctx.body();
  const { services } = ctx;
  const now = services.clock.now();
  const access = captureOf(services, order, ctx.params.verificationId as string);
  assertCaptureOpen(access, now);
  const { capture, record } = access;
  const missing = captureSides(capture.documentType).filter((side) => !capture.images[side]);
  if (missing.length) {
    const issues = missing.map((side) => ({
      path: `images.${side}`,
      message: `is missing: upload ${PHOTO[side]} first`,
    }));
    throw badRequest(`The capture is not complete: ${summarizeIssues(issues)}.`, issues);
  }
  const outcome = captureVerdict(capture.images);
  const decidedAtMs = now + services.settings.delays.verificationMs;
  const { verificationId } = record;
  const updated = services.runner.change(order.id, (current) => {
    assertPayable(current);
    const refusal = captureRefusal(current.identity);
    if (refusal || !current.identity)
      throw conflict(`The capture cannot be submitted: ${refusal}.`);
    // Kept before the order changes: the spec's result shows the capture processing from now.
    services.store.identities.put(access.key, {
      ...access.entry,
      record: { ...record, capture: { ...capture, submittedAtMs: now, decidedAtMs, outcome } },
    });
    const at = new Date(now).toISOString();
    return {
      ...current,
      identity: identitySubmitted(current.identity, verificationId, at),
      identityVerdict: { verificationId, dueAt: decidedAtMs, outcome },
    };
  });
  if (!updated) throw conflict(`Order ${order.id} no longer exists.`);
  if (outcome === 'verified') {
    // Counted from the verdict: until then the customer has no verified document.
    services.buyerChecks.documents.remember(
      order.merchantId,
      order.userId,
      verificationId,
      decidedAtMs,
      now,
    );
  }
  sendJson(ctx.res, 200, { verificationId, status: 'submitted' });
}
