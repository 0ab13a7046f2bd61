import { useMemo } from 'preact/hooks';
import { FrameHost } from '../../../checkout/frames/FrameHost.js';
import type { MethodCheckout } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { WalletMethodModel } from './model.js';
import { WALLET_FRAME } from './walletKind.js';

const ignore = () => undefined;

/**
 * The wallet buttons: the service's wallet frame, drawn only once it has found a wallet that
 * can pay here. The buyer's payment in it chooses the wallet and leaves the step.
 */
export function View({
  method,
  checkout,
}: {
  method: WalletMethodModel;
  checkout: MethodCheckout;
}) {
  const session = checkout.session.value;
  const options = checkout.options();
  const url = session?.walletFrameUrl;
  // Taxed for the address as it is when the buttons show: on the first step the buyer may be
  // typing it, and a new URL would load the frame again at each key.
  const frameUrl = useMemo(() => url && method.frameUrl(url), [url]);
  if (!frameUrl) return null;
  return (
    <div class="nftc-express" hidden={method.available.value.length === 0}>
      <FrameHost
        kind={WALLET_FRAME}
        frameUrl={frameUrl}
        clientToken={options.clientToken}
        locale={options.locale}
        theme={options.appearance.theme}
        title={purchaseStrings.wallet.frameTitle}
        onHandle={ignore}
        onError={method.reportError}
        onProblem={method.setProblem}
        onMessage={(name, fields) => {
          if (method.hear(name, fields, WALLET_FRAME.token)) void checkout.next();
        }}
      />
    </div>
  );
}
