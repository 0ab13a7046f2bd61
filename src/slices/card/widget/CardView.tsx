import type { MethodCheckout } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { CardFrame } from './CardFrame.js';
import type { CardMethodModel } from './model.js';

/** The card already tokenized (back from the review), then the service's card frame. */
export function View({ method, checkout }: { method: CardMethodModel; checkout: MethodCheckout }) {
  const session = checkout.session.value;
  const options = checkout.options();
  const using = method.using.value;
  if (!session) return null;
  return (
    <>
      {using && <p class="nftc-muted">{using}</p>}
      <CardFrame
        frameUrl={session.cardFrameUrl}
        clientToken={options.clientToken}
        locale={options.locale}
        theme={options.appearance.theme}
        title={purchaseStrings.payment.cardFrameTitle}
        onHandle={method.setHandle}
        onValidityChange={method.setComplete}
        onError={method.reportError}
        onProblem={method.setProblem}
      />
    </>
  );
}
