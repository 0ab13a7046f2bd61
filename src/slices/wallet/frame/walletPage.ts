import { frameLanguage } from '../../../frame/locales/index.js';
import { type FramePageInput, framePage, pageWords } from '../../../frame/page.js';
import { WALLET_BUTTON_IDS, WALLET_FORM_ID, WALLET_STATUS_ID } from './walletFields.js';

/**
 * The wallet frame page: a button per wallet, all hidden until the frame's script has found
 * which wallets can pay here, and the line where a failed payment says why.
 */
export function walletFramePage({ scriptUrl, origin, locale }: FramePageInput): string {
  const language = frameLanguage(locale);
  const words = pageWords(language);
  const buttons = Object.entries(WALLET_BUTTON_IDS).map(([wallet, id]) =>
    words.element(
      'button',
      ` type="button" id="${id}" class="nftc-button nftc-wallet" hidden`,
      `wallet.pay.${wallet as keyof typeof WALLET_BUTTON_IDS}`,
    ),
  );
  const form = `<div id="${WALLET_FORM_ID}" class="nftc-form" hidden>
${buttons.join('\n')}
<p id="${WALLET_STATUS_ID}" class="nftc-error" role="alert"></p>
</div>`;
  return framePage({
    scriptUrl,
    origin,
    language,
    section: 'wallet',
    title: 'wallet.title',
    form,
    outside: 'wallet.outside',
  });
}
