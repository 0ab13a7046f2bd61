import { linkToHost } from '../../../frame/hostLink.js';
import { type FrameOptions, serviceWords } from '../../../frame/shell.js';
import { adoptStyles } from '../../../frame/styles.js';
import { followLocale, say, showText } from '../../../frame/texts.js';
import { applyTheme } from '../../../frame/theme.js';
import { topLevelOrigin, walletAvailability } from './walletAvailability.js';
import { WALLET_BUTTON_IDS, WALLET_FORM_ID, WALLET_STATUS_ID } from './walletFields.js';
import type { OfferedWallet, WalletOfferFields } from './walletOfferRead.js';
import { walletPayer } from './walletPayer.js';
import { requestWalletOffer, requestWalletToken } from './walletRequests.js';
import { walletSheet } from './walletSheet.js';

/**
 * The wallet frame app: asks the service which wallets the checkout offers, tells the host which
 * of them can pay here and why the others cannot (`walletAvailability`), shows a button for each
 * that can, and on a press shows the wallet's sheet (Payment Request), turns its answer into a
 * wallet token and hands the host only the token and the payer's details (`walletTokenized`), or
 * says the buyer closed the sheet (`walletCancelled`). Undefined when it cannot run.
 */
export function startWalletFrame(win: Window, options: FrameOptions = {}) {
  const doc = win.document;
  const host = linkToHost(win);
  const form = doc.getElementById(WALLET_FORM_ID);
  const status = doc.getElementById(WALLET_STATUS_ID);
  if (!host || !form || !status) return undefined;
  adoptStyles(doc);
  const query = new URLSearchParams(win.location.search);
  const origin = query.get('origin') ?? '';
  let clientToken = '';
  let offer: WalletOfferFields | undefined;
  let paying = false;

  const call = (endpoint: string) => ({
    url: new URL(endpoint, win.location.href).toString(),
    clientToken,
    strings: serviceWords(doc, 'wallet'),
    fetch: options.fetch,
  });

  const check = async (): Promise<void> => {
    const country = query.get('country') ?? 'US';
    const region = query.get('region') ?? undefined;
    const address = region
      ? { countryCode: country, regionCode: region }
      : { countryCode: country };
    const answer = await requestWalletOffer(call('wallet-offer'), {
      origin: topLevelOrigin(win, origin),
      address,
    });
    if (!answer.ok) {
      host.post({ type: 'error', code: answer.code, message: answer.message });
      return;
    }
    offer = answer.token;
    const reasons = await Promise.all(offer.wallets.map((w) => walletAvailability(win, w)));
    const available = offer.wallets.filter((_, i) => reasons[i] === null).map((w) => w.wallet);
    const unavailable = offer.wallets
      .map((w, i) => ({ wallet: w.wallet, reason: reasons[i] }))
      .filter((entry) => entry.reason !== null);
    for (const wallet of available) doc.getElementById(WALLET_BUTTON_IDS[wallet])!.hidden = false;
    host.post({ type: 'walletAvailability', available, unavailable });
  };

  const pay = async (offered: OfferedWallet): Promise<void> => {
    if (!offer || paying) return;
    paying = true;
    showText(status, '');
    const sheet = walletSheet(offer.label, offer.amounts, (key) => say(doc, key));
    const payer = { requestPayerName: true, requestPayerEmail: true, requestPayerPhone: true };
    try {
      const request = new (win as Window & typeof globalThis).PaymentRequest(
        offered.methods,
        sheet,
        payer,
      );
      const response = await request.show();
      const result = await requestWalletToken(
        call('wallet-tokens'),
        offered.wallet,
        response.details,
      );
      // A sheet the wallet already closed (its own timeout) cannot lose the token made.
      await response.complete(result.ok ? 'success' : 'fail').catch(() => undefined);
      if (result.ok) {
        host.post({ type: 'walletTokenized', ...result.token, payer: walletPayer(response) });
      } else {
        showText(status, { key: 'wallet.failed', values: { message: result.message } });
        host.post({ type: 'error', code: result.code, message: result.message });
      }
    } catch (failure) {
      // The buyer closed the sheet (AbortError) or the wallet could not open it.
      const name = (failure as Error)?.name;
      host.post({ type: 'walletCancelled', reason: name === 'AbortError' ? 'closed' : 'failed' });
    } finally {
      paying = false;
    }
  };

  const presses = Object.entries(WALLET_BUTTON_IDS).map(([wallet, id]) => {
    const button = doc.getElementById(id);
    const onPress = () => {
      const offered = offer?.wallets.find((w) => w.wallet === wallet);
      if (offered) void pay(offered);
    };
    button?.addEventListener('click', onPress);
    return () => button?.removeEventListener('click', onPress);
  });

  const unlisten = host.listen((message) => {
    if (message.type !== 'init') return;
    const first = !clientToken;
    clientToken = message.clientToken;
    applyTheme(doc, message.theme, message.colors);
    void followLocale(win, message.locale, options.fetch);
    if (!first) return;
    form.hidden = false;
    host.followHeight();
    void check();
  });

  return () => {
    unlisten();
    host.unfollowHeight();
    for (const stop of presses) stop();
  };
}
