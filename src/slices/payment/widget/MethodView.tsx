import { type MethodId, methodPart } from '../../../checkout/payment/methods/index.js';
import type { MethodCheckout } from '../../../checkout/payment/methods/types.js';
import type { ViewModel } from '../../../checkout/viewModel.js';
import { PartFailed, PartLoading } from '../../../checkout/views/Part/Part.js';
import { usePart } from '../../../checkout/views/Part/usePart.js';
import type { PaymentModel } from './model.js';

type AnyView = (props: { method: unknown; checkout: MethodCheckout }) => preact.JSX.Element | null;

/** The chosen method's own view, loaded as its chunk (usually prefetched already). */
export function MethodView({
  model,
  payment,
  id,
  checkout = model,
  quiet,
}: {
  model: ViewModel;
  payment: PaymentModel;
  id: MethodId;
  /** What the method's view reads and calls (default: the checkout). */
  checkout?: MethodCheckout;
  /** Nothing while it loads or if it cannot: the first step's wallets, offered again later. */
  quiet?: boolean;
}) {
  const entry = payment.entryOf(id);
  const part = usePart(
    methodPart(entry.id),
    entry.load as () => Promise<{ View: AnyView }>,
    model.report,
  );
  const View = part.module?.View;
  if (quiet && !View) return null;
  if (part.error) return <PartFailed error={part.error} onRetry={part.retry} />;
  if (!View) return <PartLoading />;
  return <View method={payment.models[entry.id]} checkout={checkout} />;
}
