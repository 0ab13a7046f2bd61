import { signal } from '@preact/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NftCheckoutError } from '../../../api/errors.js';
import type { PhoneCodeAnswer, PhoneVerifyAnswer } from '../api/checkoutPhone.js';
import { PhoneModel } from './model.js';

const T0 = Date.parse('2026-11-22T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

function setup() {
  let now = T0;
  // Signals, as the form's values are: the model's computeds follow them.
  const phone = signal('+1 991 234 5678');
  const verified = signal<string[]>([]);
  const reported: NftCheckoutError[] = [];
  const codeAnswers: Array<PhoneCodeAnswer | Error> = [];
  const verifyAnswers: Array<PhoneVerifyAnswer | Error> = [];
  const next = <T>(list: Array<T | Error>) => {
    const answer = list.shift();
    if (!answer) throw new Error('no answer queued');
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const client = {
    requestPhoneCode: vi.fn(() => next(codeAnswers)),
    verifyPhone: vi.fn(() => next(verifyAnswers)),
  };
  const model = new PhoneModel({
    client,
    signal: new AbortController().signal,
    clock: { now: () => now } as never,
    phone: () => phone.value,
    setPhone: (value) => {
      phone.value = value;
    },
    isVerified: (p) => verified.value.includes(p),
    onVerified: (p) => {
      verified.value = [...verified.value, p];
    },
    formatTime: (value) => `at ${value.slice(11, 16)}`,
    report: (e) => reported.push(e),
  });
  const sent = (): PhoneCodeAnswer => ({
    status: 'sent',
    phone: phone.value,
    expiresAt: iso(now + 600_000),
    resendAt: iso(now + 30_000),
  });
  return {
    model,
    client,
    verified,
    reported,
    codeAnswers,
    verifyAnswers,
    sent,
    advance(ms: number) {
      now += ms;
      vi.advanceTimersByTime(ms);
    },
  };
}

beforeEach(() => vi.useFakeTimers({ now: T0 }));
afterEach(() => vi.useRealTimers());

describe('PhoneModel', () => {
  it('counts the resend cooldown down to zero, then allows a new code', async () => {
    const t = setup();
    t.codeAnswers.push(t.sent());
    await t.model.sendCode();
    expect(t.model.secondsToResend.value).toBe(30);
    t.advance(10_000);
    expect(t.model.secondsToResend.value).toBe(20);
    // Asked again too soon: said, and nothing sent.
    await t.model.sendCode();
    expect(t.model.codeError.value).toMatch(/sent moments ago/);
    expect(t.client.requestPhoneCode).toHaveBeenCalledTimes(1);
    t.advance(20_000);
    expect(t.model.secondsToResend.value).toBe(0);
    t.codeAnswers.push(t.sent());
    await t.model.sendCode();
    expect(t.client.requestPhoneCode).toHaveBeenCalledTimes(2);
    t.model.dispose();
  });

  it('a code sent to another phone does not count for the edited one', async () => {
    const t = setup();
    t.codeAnswers.push(t.sent());
    await t.model.sendCode();
    expect(t.model.codeSent.value).toBe(true);
    t.model.setPhone('+1 991 000 0001');
    expect(t.model.codeSent.value).toBe(false);
    expect(t.model.secondsToResend.value).toBe(0);
    t.model.setCode('123456');
    expect(await t.model.submit()).toBe(false);
    expect(t.model.codeError.value).toMatch(/Select Send code/);
    t.model.dispose();
  });

  it('keeps digits only from what is typed or pasted, at most six', () => {
    const t = setup();
    t.model.setCode(' 12-34 56 78');
    expect(t.model.code.value).toBe('123456');
  });

  it('verifies: the phone is remembered and the notice says so', async () => {
    const t = setup();
    t.codeAnswers.push(t.sent());
    await t.model.sendCode();
    t.model.setCode('345678');
    t.verifyAnswers.push({ status: 'verified', phone: '+1 991 234 5678' });
    expect(await t.model.submit()).toBe(true);
    expect(t.verified.value).toEqual(['+19912345678']);
    expect(t.model.verified.value).toBe(true);
    expect(t.model.notice.value).toBe('Your phone is verified.');
    t.model.dispose();
  });

  it('says each refusal with what to do: wrong, expired, spent, locked', async () => {
    const t = setup();
    t.codeAnswers.push(t.sent());
    await t.model.sendCode();
    t.model.setCode('000000');
    const phone = '+1 991 234 5678';
    const cases: Array<[PhoneVerifyAnswer, RegExp]> = [
      [{ status: 'wrong', phone, attemptsLeft: 2 }, /not right.*2 tries left/],
      [{ status: 'expired', phone }, /expired.*Send a new code/],
      [{ status: 'no_code', phone }, /no longer be used.*Send a new code/],
      [{ status: 'locked', phone, retryAt: iso(T0 + 900_000) }, /locked until at 10:15.*another/],
    ];
    for (const [answer, message] of cases) {
      t.verifyAnswers.push(answer);
      expect(await t.model.submit()).toBe(false);
      expect(t.model.codeError.value).toMatch(message);
    }
    expect(t.reported).toEqual([]);
    t.model.dispose();
  });

  it('counts each refused Continue and lists what it refused while still wrong', async () => {
    const t = setup();
    t.codeAnswers.push(t.sent());
    await t.model.sendCode();
    // A refusal of Send code is no Continue: nothing to summarise.
    await t.model.sendCode();
    expect(t.model.codeError.value).toMatch(/sent moments ago/);
    expect(t.model.summary.value).toEqual([]);
    t.model.setCode('000000');
    t.verifyAnswers.push({ status: 'wrong', phone: '+1 991 234 5678', attemptsLeft: 4 });
    expect(await t.model.submit()).toBe(false);
    expect(t.model.failedSubmits.value).toBe(1);
    expect(t.model.summary.value).toEqual([
      { field: 'code', message: expect.stringMatching(/not right.*4 tries left/) },
    ]);
    // Typing again clears the message: the summary goes with it.
    t.model.setCode('1');
    expect(t.model.summary.value).toEqual([]);
    t.model.dispose();
  });

  it('tells the host of a service failure, not of a rate limit', async () => {
    const t = setup();
    t.codeAnswers.push(new NftCheckoutError('RATE_LIMITED', 'Too many codes.'));
    await t.model.sendCode();
    expect(t.reported).toEqual([]);
    expect(t.model.codeError.value).toBeTruthy();
    t.codeAnswers.push(new NftCheckoutError('SERVER', 'Down.'));
    await t.model.sendCode();
    expect(t.reported.map((e) => e.code)).toEqual(['SERVER']);
    expect(t.model.busy.value).toBe(false);
  });
});
