import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sliceParts } from '../test/sliceParts.js';

/*
 * The audit: every regular expression literal in src/api and src/sandbox, by file. Each one is
 * anchored with bounded repeats, or runs only on a capped string, and is timed in the sandbox's
 * table (patterns.timing.test.ts) or the api's; the few that never see request input say so. A
 * new pattern fails this test until it is added here and to a timing table.
 */
const AUDITED: Record<string, string[]> = {
  // Configuration the caller gives (baseUrl), not request input.
  'src/api/baseUrl.ts': ['/^https?:$/'],
  'src/api/buyerRules.ts': [
    '/^(\\d{4})-(\\d{2})-(\\d{2})$/',
    '/\\b(?:p\\.?\\s*o\\.?\\s*box|post\\s+office\\s+box|postfach|apartado\\s+postal)\\b/i',
  ],
  // Colours of the frames' theme, behind a length cap.
  'src/api/frameProtocolColors.ts': [
    '/^(?:#(?:[\\da-f]{3,4}|[\\da-f]{6}|[\\da-f]{8})|[a-z]{3,20}|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\\([\\d\\sa-z.,%/+-]{1,60}\\))$/i',
  ],
  // Origins of the frames' messages, behind a length cap.
  'src/api/frameProtocol.ts': [
    '/^https?:\\/\\/(?:([a-z0-9.-]{1,253})|\\[[0-9a-f:.]{2,45}\\])(?::[1-9][0-9]{0,4})?$/',
    '/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/',
  ],
  'src/slices/card/api/cardToken.ts': ['/^\\d{12,19}$/', '/^\\d{3,4}$/', '/^\\d{4}$/'],
  'src/api/clientTokens.ts': ['/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/', '/^\\d{1,16}(?:\\.\\d{1,16})?$/'],
  'src/api/customers.ts': ['/^[A-Za-z0-9]{2}$/'],
  // Phone, tax id token and email, behind the length caps of primitives.ts, checkoutChecks.ts's
  // token schema (68) and the widget's form.
  'src/api/formats.ts': [
    '/^\\+[1-9](?:[ -]?\\d){7,14}$/',
    '/^tid_[A-Za-z0-9]{16,64}$/',
    "/^(?:[A-Za-z0-9_'+-]+\\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\\.)+[A-Za-z]{2,}$/",
    // normalisePhone: one character class, linear, on phones that passed the pattern above.
    '/[\\s-]/g',
  ],
  // The configured baseUrl: not request input.
  'src/api/http.ts': ['/\\/+$/'],
  // An Authorization value the client builds: not request input.
  'src/api/httpErrors.ts': ['/^\\S+\\s+/'],
  // Shapes docs/openapi.json describes (headers, the challenge form, the document's version):
  // the handlers check these inputs their own way, so these never run on a request.
  'src/api/httpShapes.ts': [
    '/^\\d{1,9}$/',
    '/^\\d{1,9}$/',
    '/^\\d{1,12}$/',
    '/^v1,[A-Za-z0-9+/]{1,100}={0,2}(?: v1,[A-Za-z0-9+/]{1,100}={0,2}){0,9}$/',
    '/^3\\.1\\.\\d{1,3}$/',
  ],
  // The challenge page's one-time code, described in docs/openapi.json; the page's handler reads
  // its form its own way.
  'src/slices/challenge/api/challengePage.ts': ['/^\\s*\\d{6}\\s*$/'],
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
  // A template's `{name}` placeholders, on catalog texts (and in the browser a merchant's
  // `strings`), never on request input: a literal, a class, a literal, linear.
  'src/api/text.ts': ['/\\{(\\w+)\\}/g'],
  // The SSN and its token: anchored and bounded, and a single character class.
  // The SSN's digits, and the last 4 of the service's tax-id token answer.
  'src/api/ssn.ts': ['/^\\d{9}$/'],
  'src/slices/taxId/api/taxId.ts': ['/\\D/g', '/^\\d{4}$/'],
  // A wallet domain, run only within 253 characters: the lookahead is one class with a bounded
  // repeat; each label is bounded (61) and the labels are split by a literal dot, so no two
  // repeats can take the same character.
  // A wallet token's last 4 digits.
  'src/slices/wallet/api/walletToken.ts': ['/^\\d{4}$/'],
  'src/slices/wallet/api/paymentDomains.ts': [
    '/^(?=[a-z0-9.-]{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/',
  ],
  // The tax id token answer's last 4 digits.
  'src/slices/taxId/api/checkoutTaxId.ts': ['/^\\d{4}$/'],
  // The phone's one-time code.
  'src/slices/phone/api/checkoutPhone.ts': ['/^\\d{6}$/'],
  // On an error's text, cut to 300 characters first.
  'src/sandbox/app.ts': ['/\\d+/g'],
  'src/slices/ach/service/bank/aggregatorData.ts': ['/^\\d{4}$/', '/^\\d{9}$/'],
  // Command-line arguments, not request input.
  'src/sandbox/cli.ts': ['/^\\d+$/'],
  'src/slices/card/service/cardRules.ts': ['/^\\d+$/'],
  // A challenge id from the path: anchored, one fixed-length character class.
  'src/slices/challenge/service/challengeOpen.ts': ['/^chl_[A-Za-z0-9_-]{32}$/'],
  // Last-Event-ID, trimmed: anchored and bounded (headers are at most 16 KiB).
  'src/sandbox/handlers/browser/orderFeed.ts': ['/^\\d{1,9}$/'],
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

/** The code the service runs: src/api, src/sandbox and the slices' api and service folders. */
const SERVICE_DIRS = ['src/api', 'src/sandbox', ...sliceParts('api', 'service')];

describe('the pattern audit', () => {
  it('lists every regular expression the service runs', () => {
    const found: Record<string, string[]> = {};
    for (const file of SERVICE_DIRS.flatMap(sourceFiles)) {
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
