import { say } from '../../../checkout/locales/say.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { StepActions } from '../../../checkout/views/StepActions/StepActions.js';
import { StepHeading } from '../../../checkout/views/StepHeading/StepHeading.js';
import { DocumentFrame } from './DocumentFrame.js';
import type { IdentityModel } from './model.js';
import { documentStrings as t } from './strings.js';
import { useViewFocus } from './useViewFocus.js';

/**
 * The identity document step: why the service asks, the document frame (photos never reach the
 * page), then where the verification is, as the order feed tells it: checking, verified, or
 * failed with what to do and Try again.
 */
export function DocumentStep({ model }: { model: ViewModel }) {
  const identity = model.stepModel<IdentityModel>('document');
  const view = identity?.view.value ?? 'capture';
  const root = useViewFocus(view);
  const session = model.session.value;
  if (!identity || !session) return null;
  const check = model.orderState.value?.identity;
  const options = model.options();
  // A frame that cannot work here (a page opened from a file) is said at once.
  const error = identity.error.value ?? identity.problem.value?.message;
  const canRetry = identity.canRetry.value;
  return (
    <section class="nftc-step" ref={root}>
      <StepHeading>{t.heading}</StepHeading>
      {view === 'capture' && (
        <>
          <p class="nftc-muted">{t.why[check?.reason ?? 'risk_medium']}</p>
          <DocumentFrame
            frameUrl={session.checks.identity.frameUrl}
            clientToken={options.clientToken}
            locale={options.locale}
            theme={options.appearance.theme}
            title={t.frameTitle}
            onHandle={identity.setHandle}
            onError={identity.reportError}
            onProblem={identity.setProblem}
          />
        </>
      )}
      {/* Present throughout, so the verifier at work is announced as it starts. */}
      <div
        class="nftc-identity-status"
        role="status"
        aria-live="polite"
        tabIndex={view === 'checking' ? -1 : undefined}
      >
        {view === 'checking' && (
          <>
            <p>{t.checking}</p>
            <p class="nftc-muted">{t.checkingHint}</p>
          </>
        )}
      </div>
      {view === 'verified' && (
        <div class="nftc-identity-status" tabIndex={-1}>
          <p>{t.verified}</p>
          <p class="nftc-muted">{t.verifiedHint}</p>
        </div>
      )}
      {view === 'failed' && (
        <div class="nftc-identity-status" tabIndex={-1}>
          <p>{t.failedHeading}</p>
          {check?.failure && <p>{t.failures[check.failure]}</p>}
          {canRetry && check && (
            <p class="nftc-muted">{say(t.attemptsLeft, { count: check.attemptsLeft })}</p>
          )}
        </div>
      )}
      {error && (
        <p class="nftc-alert" role="alert">
          {error}
        </p>
      )}
      <StepActions
        model={model}
        busy={identity.busy.value}
        continues={view === 'capture' || view === 'verified'}
        label={view === 'capture' ? t.send : undefined}
      >
        {view === 'failed' && canRetry && (
          <button type="button" class="nftc-button nftc-primary" onClick={identity.retry}>
            {t.tryAgain}
          </button>
        )}
      </StepActions>
    </section>
  );
}
