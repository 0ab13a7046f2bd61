import { useLayoutEffect, useRef } from 'preact/hooks';
import { outcomes } from '../../../slices/outcomes/widget/index.js';
import { peekChunk } from '../../chunks/loadChunk.js';
import type { Language } from '../../locales/index.js';
import type { CheckoutModel, Step } from '../../model.js';
import { PURCHASE_PART, type PurchaseModule } from '../../purchaseStarter.js';
import type { AnyStep } from '../../steps/descriptor.js';
import { stepPart } from '../../steps/index.js';
import type { OutcomeStep } from '../../steps/screen.js';
import { Loading } from '../Loading/Loading.js';
import { PartFailed, PartLoading } from '../Part/Part.js';
import { useFocusWhenShown, usePart } from '../Part/usePart.js';
import { usePurchase } from '../Part/usePurchase.js';
import { StatusAnnouncer } from '../StatusAnnouncer/StatusAnnouncer.js';
import { Summary, SummaryLoading } from '../Summary/Summary.js';
import { useInputKind } from './useInputKind.js';
import { useQuietWork } from './useQuietWork.js';

/** The current step of the flow, drawn from its chunk (prefetched while the first step shows). */
function FlowStep({ model, step }: { model: CheckoutModel; step: AnyStep }) {
  const Bundled = step.module?.View;
  return Bundled ? <Bundled model={model} /> : <LoadedStep model={model} step={step} />;
}

/** A later step: its view's chunk, and the purchase (it pays), both loaded before it draws. */
function LoadedStep({ model, step }: { model: CheckoutModel; step: AnyStep }) {
  const purchase = usePurchase(model);
  const part = usePart(stepPart(step.id), step.load, model.report);
  const View = model.purchase.value ? part.module?.View : undefined;
  const waiting = useFocusWhenShown(View !== undefined);
  const error = part.error ?? purchase.error;
  if (error) {
    const retry = () => {
      if (part.error) part.retry();
      if (purchase.error) purchase.retry();
    };
    return <PartFailed error={error} onRetry={retry} containerRef={waiting} />;
  }
  return View ? <View model={model} /> : <PartLoading containerRef={waiting} />;
}

/** An outcome screen, from the outcomes chunk. */
function OutcomeScreen({ model, step }: { model: CheckoutModel; step: OutcomeStep }) {
  const part = usePart(outcomes.part, outcomes.load, model.report);
  const View = part.module?.View;
  const waiting = useFocusWhenShown(View !== undefined);
  if (part.error)
    return <PartFailed error={part.error} onRetry={part.retry} containerRef={waiting} />;
  return View ? <View model={model} step={step} /> : <PartLoading containerRef={waiting} />;
}

function StepView({ model, step }: { model: CheckoutModel; step: Step }) {
  if (step === 'loading') return <Loading />;
  const current = model.flow.current.value;
  if (model.onForm.value && current) return <FlowStep model={model} step={current} />;
  return <OutcomeScreen model={model} step={step as OutcomeStep} />;
}

const ENGLISH: Language = { lang: 'en', dir: 'ltr' };

/** The checkout's whole UI for one model; rendered inside the shadow root. */
export function CheckoutView({
  model,
  language = ENGLISH,
}: {
  model: CheckoutModel;
  /** The catalog's language (CheckoutShadow waits for it); English when not given. */
  language?: Language;
}) {
  const step = model.step.value;
  const session = model.session.value;
  const root = useRef<HTMLDivElement>(null);
  const shown = useRef<Step>(step);
  useInputKind(root);

  // Focus follows the step, except while the checkout loads: the first screen (the early form,
  // or what the session shows instead of it) must not pull focus away from the host page.
  const settled = session !== null || model.fatal.value !== null;
  const wasSettled = useRef(settled);
  useLayoutEffect(() => {
    if (shown.current !== step && shown.current !== 'loading' && wasSettled.current) {
      root.current?.querySelector<HTMLElement>('h2')?.focus();
    }
    shown.current = step;
    wasSettled.current = settled;
  }, [step, settled]);

  useQuietWork(model, session !== null);

  const nft = session?.nft;
  const numbersReady = model.format.numbersReady.value;
  // The time to pay and the connection notice come with the purchase's chunk, a moment after
  // the first step shows.
  const purchaseViews = model.purchase.value ? peekChunk<PurchaseModule>(PURCHASE_PART) : undefined;
  // The time to pay, and on the first step a later step's part (the wallets, expressWallets).
  const AboveStep = purchaseViews?.AboveStep;
  const ConnectionStatus = purchaseViews?.ConnectionStatus;
  return (
    <div
      class="nftc-root"
      ref={root}
      data-step={step}
      data-theme={model.options().appearance.theme}
      lang={language.lang}
      dir={language.dir}
    >
      {(!nft || !numbersReady) && !settled && <SummaryLoading />}
      {nft && numbersReady && (
        <Summary
          name={nft.name}
          imageUrl={nft.imageUrl}
          quantity={nft.quantity === undefined ? undefined : model.format.number(nft.quantity)}
          price={
            nft.price === undefined
              ? undefined
              : model.format.money(nft.price, nft.currencyCode ?? 'usd')
          }
        />
      )}
      {AboveStep && <AboveStep model={model} step={step} />}
      {ConnectionStatus && <ConnectionStatus lost={model.connectionLost.value} />}
      <StepView model={model} step={step} />
      <StatusAnnouncer message={model.announcement.value} />
    </div>
  );
}
