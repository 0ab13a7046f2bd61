import { describe, expectTypeOf, it } from 'vitest';
import type {
  ClientTokenRequest,
  ClientTokenRequestParsed,
  ClientTokenResponse,
  Nft,
  PaymentMethodType,
  TaxRates,
} from './clientTokens.js';

describe('ClientTokenRequest', () => {
  it('requires only nft, and in it only name and imageUrl', () => {
    expectTypeOf<{ nft: { name: string; imageUrl: string } }>().toExtend<ClientTokenRequest>();
    expectTypeOf<ClientTokenRequest['nft']['name']>().toEqualTypeOf<string>();
    expectTypeOf<ClientTokenRequest['nft']['imageUrl']>().toEqualTypeOf<string>();
    // @ts-expect-error nft is required
    const noNft: ClientTokenRequest = {};
    // @ts-expect-error imageUrl is required
    const noImage: ClientTokenRequest = { nft: { name: 'x' } };
    void noNft;
    void noImage;
  });

  it('types each optional field', () => {
    expectTypeOf<ClientTokenRequest['expiresIn']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ClientTokenRequest['referenceId']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<Nft['price']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<Nft['currencyCode']>().toEqualTypeOf<'usd' | undefined>();
    expectTypeOf<Nft['executionType']>().toEqualTypeOf<'smart_contract' | undefined>();
    expectTypeOf<Nft['platform']>().toEqualTypeOf<
      'horizon' | 'mattel' | 'ERC8000' | '' | undefined
    >();
  });

  it('refuses values outside the enums', () => {
    const nft = { name: 'x', imageUrl: 'https://e.com/x.png' };
    // @ts-expect-error platform is an enum
    const platform: ClientTokenRequest = { nft: { ...nft, platform: 'opensea' } };
    // @ts-expect-error currencyCode is the constant usd
    const currency: ClientTokenRequest = { nft: { ...nft, currencyCode: 'eur' } };
    // @ts-expect-error price is a number
    const price: ClientTokenRequest = { nft: { ...nft, price: '5' } };
    void platform;
    void currency;
    void price;
  });

  it('takes tax percentages as numbers or strings, and gives numbers once parsed', () => {
    expectTypeOf<NonNullable<ClientTokenRequest['taxRates']>>().toEqualTypeOf<
      Record<string, string | number>
    >();
    expectTypeOf<NonNullable<ClientTokenRequestParsed['taxRates']>>().toEqualTypeOf<TaxRates>();
    expectTypeOf<TaxRates>().toEqualTypeOf<Record<string, number>>();
  });

  it('limits payment method types to the five of the spec', () => {
    expectTypeOf<PaymentMethodType>().toEqualTypeOf<
      'us_debit' | 'us_credit' | 'international_debit' | 'international_credit' | 'ach'
    >();
    type Config = NonNullable<ClientTokenRequest['paymentMethodTypeConfig']>;
    // @ts-expect-error not a payment method type
    const config: Config = { enabled: ['paypal'] };
    void config;
  });

  it('answers a token, an expiry and, as our extension, the order it opened', () => {
    expectTypeOf<ClientTokenResponse>().toEqualTypeOf<{
      clientToken: string;
      expiresAt: string;
      orderId?: string | undefined;
    }>();
  });
});
