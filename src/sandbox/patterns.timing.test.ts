import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ageOn, isPoBox as isPoBoxLine } from '../api/buyerRules.js';
import { isFrameColor, isHttpOrigin } from '../api/cardFrameProtocol.js';
import { normalisePhone } from '../api/formats.js';
import { pathOf, shownKey } from '../api/issues.js';
import { ssnDigitsOf, ssnProblem } from '../api/taxId.js';
import { adversarialStrings, describeInput, slowest } from '../api/testing/adversarial.js';
import { riskRequestA, riskRequestB } from '../api/testing/fixtures.js';
import { extractAccount } from './bank/aggregatorData.js';
import { buyerIssues } from './domain/buyer.js';
import { classifyCard, luhnValid } from './domain/cards.js';
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
import { createPhoneCodeBook } from './verification/phoneCodes.js';

const now = new Date('2026-01-01T00:00:00Z');
const aggregatorData = (aggregator_type: 'plaid' | 'yodlee' | 'finicity', auth: unknown) => ({
  aggregator_type,
  auth_response: JSON.stringify(auth),
});

/**
 * Every function of the sandbox that applies a pattern to what a request carries, each fed the
 * string in every place it reads one. The api schemas have their own table
 * (src/api/patterns.timing.test.ts).
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
  'cardFrameProtocol (origin, colour)': (s) => [
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

/*
 * The audit: every regular expression literal in src/api and src/sandbox, by file. Each one is
 * anchored with bounded repeats, or runs only on a capped string, and is timed above or in the
 * api table; the few that never see request input say so. A new pattern fails this test until
 * it is added here and to a timing table.
 */
const AUDITED: Record<string, string[]> = {
  // Configuration the caller gives (baseUrl), not request input.
  'src/api/baseUrl.ts': ['/^https?:$/'],
  'src/api/buyerRules.ts': [
    '/^(\\d{4})-(\\d{2})-(\\d{2})$/',
    '/\\b(?:p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|postfach|apartado\\s+postal)\\b/i',
  ],
  // Colours and origins of card frame messages, each behind a length cap.
  'src/api/cardFrameProtocol.ts': [
    '/^(?:#(?:[\\da-f]{3,4}|[\\da-f]{6}|[\\da-f]{8})|[a-z]{3,20}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\([\\d\\sa-z.,%/+-]{1,60}\\))$/i',
    '/^\\d{4}$/',
    '/^https?:\\/\\/(?:([a-z0-9.-]{1,253})|\\[[0-9a-f:.]{2,45}\\])(?::[1-9][0-9]{0,4})?$/',
    '/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/',
  ],
  'src/api/checkout.ts': [
    '/^\\d{12,19}$/',
    '/^\\d{3,4}$/',
    '/^\\d{4}$/',
    '/^\\d{6}$/',
    '/^\\d{4}$/',
  ],
  'src/api/clientTokens.ts': ['/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/', '/^\\d{1,16}(?:\\.\\d{1,16})?$/'],
  'src/api/customers.ts': ['/^[A-Za-z0-9]{2}$/'],
  // Phone, tax id token and email, behind the length caps of primitives.ts, checkout.ts's token
  // schema (68) and the widget's form.
  'src/api/formats.ts': [
    '/^\\+[1-9](?:[ -]?\\d){7,14}$/',
    '/^tid_[A-Za-z0-9]{16,64}$/',
    "/^(?:[A-Za-z0-9_'+-]+\\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$/",
    // normalisePhone: one character class, linear, on phones that passed the pattern above.
    '/[\\s-]/g',
  ],
  // The configured baseUrl and an Authorization value the client builds: not request input.
  'src/api/http.ts': ['/\\/+$/', '/^\\S+\\s+/'],
  // Shapes docs/openapi.json describes (headers, the challenge form, the document's version):
  // the handlers check these inputs their own way, so these never run on a request.
  'src/api/httpShapes.ts': [
    '/^\\s*\\d{6}\\s*$/',
    '/^\\d{1,9}$/',
    '/^\\d{1,9}$/',
    '/^\\d{1,12}$/',
    '/^v1,[A-Za-z0-9+/]{1,100}={0,2}(?: v1,[A-Za-z0-9+/]{1,100}={0,2}){0,9}$/',
    '/^3\\.1\\.\\d{1,3}$/',
  ],
  'src/api/issues.ts': ['/^[A-Za-z_$-][\\w$.-]{0,63}$/', '/\\d{3}/'],
  // On a locale the matcher chose from the shipped list, never on the tag a request sent.
  'src/api/locales.ts': ['/^(?:ar|fa|he|ur)(?:-|$)/'],
  'src/api/primitives.ts': [
    '/^[A-Z]{2}$/',
    '/^[A-Za-z]{3}$/',
    '/^https?$/',
    '/^[A-Za-z0-9-]{1,72}$/',
  ],
  // On the catalogs' own texts (the pseudo-locale), never on request input: one alternation of
  // a negated class and a class, linear.
  'src/api/pseudoLocale.ts': ['/\\{[^{}]*\\}|[aceinouyACEINOUY]/g'],
  // The SSN and its token: anchored and bounded, and a single character class.
  'src/api/taxId.ts': ['/^\\d{9}$/', '/\\D/g'],
  // On an error's text, cut to 300 characters first.
  'src/sandbox/app.ts': ['/\\d+/g'],
  'src/sandbox/bank/aggregatorData.ts': ['/^\\d{4}$/', '/^\\d{9}$/'],
  // Command-line arguments, not request input.
  'src/sandbox/cli.ts': ['/^\\d+$/'],
  'src/sandbox/domain/cards.ts': ['/^\\d+$/'],
  // A challenge id from the path: anchored, one fixed-length character class.
  'src/sandbox/handlers/checkout/challengeOpen.ts': ['/^chl_[A-Za-z0-9_-]{32}$/'],
  // Last-Event-ID, trimmed: anchored and bounded (headers are at most 16 KiB).
  'src/sandbox/handlers/checkout/events.ts': ['/^\\d{1,9}$/'],
  // An asset's file name from the path: anchored, bounded classes, one fixed alternation.
  'src/sandbox/hosted/assets.ts': [
    '/^(?:hosted-page|nft-checkout\\.iife|nft-checkout\\.[A-Za-z][\\w-]{0,100}-[\\w-]{8})\\.js$/',
  ],
  // One character class over the page's own JSON config.
  'src/sandbox/hosted/page.ts': ['/[<>&\\u2028\\u2029]/g'],
  // The redirect_url, cut to its bound first: one anchored character class.
  'src/sandbox/hosted/redirect.ts': ['/^[\\x21-\\x7e]+$/'],
  'src/sandbox/http/auth.ts': [
    '/^Basic\\s+([A-Za-z0-9+/]+={0,2})\\s*$/i',
    '/^Bearer\\s+(\\S+)\\s*$/i',
  ],
  // The publicOrigin option, not request input.
  'src/sandbox/options.ts': ['/\\/+$/'],
  'src/sandbox/risk/address.ts': [
    '/^\\d{5}(-\\d{4})?$/',
    '/^[A-Za-z]\\d[A-Za-z] ?\\d[A-Za-z]\\d$/',
    '/^[A-Za-z]{1,2}\\d[A-Za-z\\d]? ?\\d[A-Za-z]{2}$/',
    '/^\\d{5}$/',
    '/^\\d{5}$/',
  ],
  'src/sandbox/risk/bankFacts.ts': ['/^\\d{9}$/'],
  'src/sandbox/risk/email.ts': [
    '/[+-](very-high|high|medium|low)-risk(?![a-z])/gi',
    '/[+-]fraud(?![a-z])/i',
  ],
  'src/sandbox/risk/ipAddress.ts': [
    '/^f[cd]/',
    '/^fe[89ab]/',
    '/^::ffff:(\\d+\\.\\d+\\.\\d+\\.\\d+)$/i',
  ],
  'src/sandbox/risk/person.ts': ['/\\p{M}/gu', '/\\s+/g'],
  'src/sandbox/risk/phone.ts': ['/\\D/g'],
  // Only on values of at most MAX_USER_AGENT_LENGTH characters.
  'src/sandbox/risk/userAgent.ts': [
    '/\\bEdg(?:e|A|iOS)?\\/(\\d+)/',
    '/\\bOPR\\/(\\d+)/',
    '/\\bSamsungBrowser\\/(\\d+)/',
    '/\\b(?:Firefox|FxiOS)\\/(\\d+)/',
    '/\\bHeadlessChrome\\/(\\d+)/',
    '/\\b(?:Chrome|CriOS)\\/(\\d+)/',
    '/\\bVersion\\/(\\d+)/',
    '/\\bSafari\\//',
    '/_/g',
    '/\\b(?:iPhone|CPU) OS (\\d+(?:_\\d+)*)/',
    '/\\bAndroid (\\d+(?:\\.\\d+)*)/',
    '/\\bWindows NT (\\d+\\.\\d+)/',
    '/\\bCrOS\\b/',
    '/\\bMac OS X (\\d+(?:[._]\\d+)*)/',
    '/\\bLinux\\b/',
    '/\\biPhone\\b/',
    '/\\biPad\\b/',
    '/\\bAndroid [\\d.]+; ([^;)]+)\\)/',
    '/\\bAndroid\\b/',
    '/\\bMacintosh\\b/',
    '/\\b(?:Windows|X11|Linux|CrOS)\\b/',
    '/\\bsdk_gphone|Android SDK built for|\\bgeneric_x86\\b|\\bEmulator\\b/i',
  ],
};

/** A regex literal: after a token that cannot end an expression, `/…/flags` on one line. */
const REGEX_LITERAL =
  /(?<=[(=,:[!&|?;]\s*|\breturn\s+)\/(?![/*])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[dgimsuvy]*/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('the pattern audit', () => {
  it('lists every regular expression in src/api and src/sandbox', () => {
    const found: Record<string, string[]> = {};
    for (const file of [...sourceFiles('src/api'), ...sourceFiles('src/sandbox')]) {
      const code = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
        .join('\n');
      expect(code, `${file}: build patterns from literals, not new RegExp`).not.toMatch(
        /\bRegExp\(/,
      );
      const literals = code.match(REGEX_LITERAL) ?? [];
      if (literals.length > 0 || file in AUDITED) found[file] = literals;
    }
    expect(found).toEqual(AUDITED);
  });
});
