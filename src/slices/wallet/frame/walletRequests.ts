import { member, requestToken, type ServiceStrings, text } from '../../../frame/tokenize.js';
import { readWalletOffer } from './walletOfferRead.js';

interface Call {
  url: string;
  clientToken: string;
  strings: ServiceStrings;
  fetch?: typeof fetch | undefined;
}

/** POST wallet-offer: which wallets, their methods, domains and the sheet's amounts. */
export const requestWalletOffer = (
  call: Call,
  body: { origin: string; address: { countryCode: string; regionCode?: string } },
) => requestToken({ ...call, body, secrets: [call.clientToken], read: readWalletOffer });

export interface WalletTokenFields {
  walletToken: string;
  wallet: string;
  brand: string;
  last4: string;
  paymentMethodType: string;
}

/** POST wallet-tokens: the wallet's answer becomes a token; its card number never leaves here. */
export function requestWalletToken(call: Call, wallet: string, paymentData: unknown) {
  const number = text(member(paymentData, 'number'));
  return requestToken({
    ...call,
    body: { wallet, paymentData },
    secrets: [call.clientToken, ...(number ? [number] : [])],
    read: (json) => {
      const keys = ['walletToken', 'wallet', 'brand', 'last4', 'paymentMethodType'] as const;
      const token = Object.fromEntries(keys.map((key) => [key, text(member(json, key))]));
      return keys.every((key) => token[key]) ? (token as unknown as WalletTokenFields) : undefined;
    },
  });
}
