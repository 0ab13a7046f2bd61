import { describe, expect, it } from 'vitest';
import { ageOn, isPoBox as isPoBoxLine } from '../api/buyerRules.js';
import { normalisePhone } from '../api/formats.js';
import { isFrameColor, isHttpOrigin } from '../api/frameProtocol.js';
import { pathOf, shownKey } from '../api/issues.js';
import { ssnProblem } from '../api/ssn.js';
import { adversarialStrings, describeInput, slowest } from '../api/testing/adversarial.js';
import { riskRequestA, riskRequestB } from '../api/testing/fixtures.js';
import { extractAccount } from '../slices/ach/service/bank/aggregatorData.js';
import { classifyCard, luhnValid } from '../slices/card/service/cardRules.js';
import { createPhoneCodeBook } from '../slices/phone/service/phoneCodes.js';
import { ssnDigitsOf } from '../slices/taxId/api/taxId.js';
import { buyerIssues } from './domain/buyer.js';
import { parseBasic, parseBearer } from './http/auth.js';
import { isJsonContentType } from './http/body.js';
import { isAddressValid, isPoBox } from './risk/address.js';
import { isRoutingNumberValid } from './risk/bankFacts.js';
import { buildDeviceRecord } from './risk/device.js';
import { emailModifier, isDisposableEmail, isFraudFlaggedEmail } from './risk/email.js';
import { evaluateRisk } from './risk/evaluate.js';
import { ipFacts } from './risk/ipAddress.js';
import { isSanctionedName } from './risk/person.js';
import { phoneCountries, phoneDigits, phoneLineType } from './risk/phone.js';
import { parseUserAgent } from './risk/userAgent.js';
import { buyer } from './testing/fixtures.js';

const now = new Date('2026-01-01T00:00:00Z');
const aggregatorData = (aggregator_type: 'plaid' | 'yodlee' | 'finicity', auth: unknown) => ({
  aggregator_type,
  auth_response: JSON.stringify(auth),
});

/**
 * Every function of the sandbox that applies a pattern to what a request carries, each fed the
 * string in every place it reads one. The api schemas have their own table
 * (src/api/patterns.timing.test.ts); patterns.audit.test.ts lists every pattern there is.
 */
const APPLIERS: Record<string, (s: string) => unknown> = {
  'bank/aggregatorData (flat)': (s) =>
    extractAccount(aggregatorData('plaid', { accountNumber: s, routingNumber: s })),
  'bank/aggregatorData (plaid)': (s) =>
    extractAccount(
      aggregatorData('plaid', {
        accounts: [{ account_id: 'a', subtype: s }],
        numbers: { ach: [{ account_id: 'a', account: s, routing: '011401533' }] },
      }),
    ),
  'bank/aggregatorData (yodlee)': (s) =>
    extractAccount(
      aggregatorData('yodlee', {
        account: [{ accountNumber: s, bankTransferCode: [{ id: '011401533' }] }],
      }),
    ),
  'api/issues (keys in paths)': (s) => [shownKey(s), pathOf([s, 1, s])],
  'domain/buyer': (s) =>
    buyerIssues(
      buyer({
        dateOfBirth: s,
        address: { ...buyer().address, street1: s, street2: s, postalCode: s },
      }),
      now,
    ),
  'domain/cards': (s) => [luhnValid(s), classifyCard(s)],
  'http/auth (Basic)': (s) => [parseBasic(`Basic ${s}`), parseBasic(s)],
  'http/auth (Bearer)': (s) => [parseBearer(`Bearer ${s}`), parseBearer(`Bearer a${s}`)],
  'http/body (Content-Type)': (s) => isJsonContentType(`application/json;${s}`),
  'frameProtocol (origin, colour)': (s) => [
    isHttpOrigin(`http://${s}`),
    isHttpOrigin(`https://a.${s}`),
    isFrameColor(s),
    isFrameColor(`rgb(${s})`),
  ],
  'risk/address': (s) =>
    ['US', 'CA', 'GB', 'DE', 'FR'].map((countryCode) => {
      const address = { street1: s, street2: s, city: s, postalCode: s, countryCode };
      return [isPoBox(address), isAddressValid(address)];
    }),
  'risk/bankFacts': (s) => isRoutingNumberValid(s),
  'risk/email': (s) =>
    [s, `${s}@example.com`, `a@${s}`].map((email) => [
      emailModifier(email),
      isDisposableEmail(email),
      isFraudFlaggedEmail(email),
    ]),
  'risk/ipAddress': (s) => [ipFacts(s), ipFacts(`::ffff:${s}`)],
  'risk/person': (s) => isSanctionedName(s, s),
  'api/buyerRules': (s) => [ageOn(s, now), isPoBoxLine(s)],
  'risk/phone': (s) => [phoneDigits(s), phoneCountries(s), phoneLineType(s)],
  'risk/userAgent': (s) => parseUserAgent(s),
  'api/formats (phone as a key)': (s) => normalisePhone(s),
  'api/taxId (SSN)': (s) => [ssnProblem(s), ssnDigitsOf(s)],
  'verification/phoneCodes': (s) => {
    const book = createPhoneCodeBook({ randomCode: () => '000000' });
    return [book.send('m', s, 0), book.check('m', s, s, 0), book.isVerified('m', s, 0)];
  },
  'risk/device': (s) =>
    buildDeviceRecord({
      sessionKey: 's',
      data: { attributes: { OS: [s], Browser: [s] } },
      userAgent: s,
      ip: s,
      now,
    }),
  // Ten fields at once: each gets a tenth, as a body is at most 64 KiB in all.
  'risk/evaluate (shape A)': (long) => {
    const s = long.slice(0, 6000);
    const request = riskRequestA();
    const { customer } = request;
    Object.assign(customer, { taxId: s, firstName: s, lastName: s });
    Object.assign(customer.address, { street1: s, city: s, postalCode: s });
    Object.assign(customer.transaction, { itemCategory: s });
    Object.assign(customer.transaction.paymentMethod.bank, { accountNumber: s, routingNumber: s });
    return evaluateRisk({ request, now });
  },
  'risk/evaluate (shape B)': (long) => {
    const s = long.slice(0, 6000);
    const request = riskRequestB();
    Object.assign(request.customer, {
      id: s,
      firstName: s,
      lastName: s,
      address: { street1: s, city: s, postalCode: s, countryCode: 'GB' },
    });
    return evaluateRisk({ request: { ...request, checkpoints: [s, 'customer'] }, now });
  },
};

describe('patterns the sandbox applies to request input', () => {
  const inputs = adversarialStrings();

  it.each(Object.entries(APPLIERS))('%s refuses its worst input in under 50 ms', (_, apply) => {
    const safe = (s: string) => {
      try {
        apply(s);
      } catch {
        // A refusal is an answer too: only the time counts here.
      }
    };
    const worst = slowest(safe, inputs);
    expect(worst.ms, describeInput(worst.input)).toBeLessThan(50);
  });
});
