// Test-only: inputs for the malformed-input sweep of the sandbox.
import { riskRequestA } from '../../api/testing/fixtures.js';
import { buyer } from './fixtures.js';

/** A valid body for each POST, which the sweep then breaks one field at a time. */
export function validBody(path: string, orderId: string): unknown {
  switch (path) {
    case '/v1/auth/client-tokens':
      return {
        nft: { name: 'n', imageUrl: 'https://example.com/n.png', price: 1 },
        expiresIn: 60,
        taxRates: { US: 5 },
      };
    case '/v1/orders/events':
      return { type: 'Delivered', orderId, transactionHash: '0x1' };
    case '/v1/identity-documents/tokens':
      return { sessionKey: 's', platform: 'ios', provider: 'incode' };
    case '/v1/customers':
      return riskRequestA();
    case '/v1/payment-method/ach':
      return { processor_token: 'p', bank_aggregator: 'plaid' };
    case '/v1/devices':
      return { sessionKey: 's', attributes: { OS: ['Linux'] } };
    case '/v1/checkout/quote':
      return { address: { countryCode: 'US', regionCode: 'CA' }, paymentMethodType: 'us_debit' };
    case '/v1/checkout/cards':
      return { number: '4242424242424242', expMonth: 1, expYear: 2099, cvc: '123' };
    case '/v1/checkout/bank-links':
      return { aggregator: 'plaid', username: 'user_good', password: 'pass_good' };
    case '/v1/checkout/confirm':
      return { buyer: buyer(), payment: { type: 'card', cardToken: 'card_x' } };
    case '/v1/checkout/phone/code':
      return { phone: '+1 991 555 0100' };
    case '/v1/checkout/phone/verify':
      return { phone: '+1 991 555 0100', code: '550100' };
    case '/v1/checkout/tax-ids':
      return { taxId: '123456789' };
    default:
      return { attributes: {} };
  }
}

/** Every copy of `value` with one leaf (or branch) replaced by each odd value. */
export function mutations(value: unknown): unknown[] {
  const odd: unknown[] = [null, 0, -1, 1e308, '', 'x'.repeat(300), [], {}, true, [[[]]], '\u0000'];
  const out: unknown[] = [...odd];
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const replacement of [...odd, ...mutations(child).slice(odd.length)]) {
        out.push(
          Array.isArray(value)
            ? Object.assign([...value], { [key]: replacement })
            : { ...value, [key]: replacement },
        );
      }
    }
  }
  return out;
}

/** Bodies that are not the JSON any endpoint wants. */
export const RAW_BODIES = [
  '',
  'null',
  '[]',
  '"text"',
  '42',
  '{',
  '{"a":',
  '}{',
  '\u00ff\u00fe',
  '['.repeat(5000),
  `{"a":${'['.repeat(3000)}}`,
];
