import { rateLimit } from '../../../../sandbox/openapi/docs/shared.js';
import type { SomeDocs } from '../../../../sandbox/openapi/docTypes.js';

export const PHONE_DOCS = {
  sendPhoneCode: {
    description: [
      'Sends a one-time code, unless the phone is verified for this merchant already. The answer says which by `status`:',
      '',
      '- `sent`: valid until `expiresAt` (10 minutes), single use; another may be asked for from `resendAt` (30 s). A new code replaces the one before.',
      '- `verified`: nothing to do. `cooldown`: the last code was sent less than 30 s ago and still works. `locked`: five wrong codes, no code until `retryAt` (15 minutes).',
      "- The sandbox sends no SMS: a test phone (`+1 99…`) has the last six digits of its number as its code, a `+1 990…` phone is verified already, and any other phone's code is printed in the sandbox log.",
      '- At most 10 requests per checkout in 10 minutes, and 5 codes per phone in an hour.',
    ].join('\n'),
    body: { example: { phone: '+1 991 555 0100' } },
    response: {
      description: 'What happened, by `status`.',
      example: {
        status: 'sent',
        phone: '+1 991 555 0100',
        expiresAt: '2026-11-22T10:10:02.120Z',
        resendAt: '2026-11-22T10:00:32.120Z',
      },
    },
    refusals: { '429 RATE_LIMITED': rateLimit('one-time code requests', 10) },
  },
  verifyPhoneCode: {
    description: [
      'Checks a one-time code. By `status`: `verified` (the phone is verified for this merchant for 30 days; the code is spent), `wrong` (`attemptsLeft` more wrong codes lock the phone), `expired` or `no_code` (ask for a new code), `locked` (until `retryAt`, even the right code is refused).',
      '',
      'At most 30 checks per checkout in 10 minutes.',
    ].join('\n'),
    body: { example: { phone: '+1 991 555 0100', code: '550100' } },
    response: {
      description: 'The outcome, by `status`.',
      example: { status: 'verified', phone: '+1 991 555 0100' },
    },
    refusals: { '429 RATE_LIMITED': rateLimit('one-time code checks', 30) },
  },
} satisfies SomeDocs;
