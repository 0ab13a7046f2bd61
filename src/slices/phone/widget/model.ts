import { action, computed, createModel, signal } from '@preact/signals';
import type { CheckoutClient } from '../../../api/checkoutClient.js';
import type { NftCheckoutError } from '../../../api/errors.js';
import { normalisePhone, PHONE_PATTERN } from '../../../api/formats.js';
import { fillTemplate } from '../../../api/text.js';
import { startCountdown } from '../../../checkout/countdown.js';
import { say } from '../../../checkout/locales/say.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import type { ServiceClock } from '../../../checkout/serviceClock.js';
import { asCheckoutError, buyerMessage, isAbort } from '../../../checkout/serviceMessages.js';
import { strings } from '../../../checkout/strings.js';
import type { PhoneCodeAnswer, PhoneVerifyAnswer } from '../api/checkoutPhone.js';

export interface PhoneModelDeps {
  client: Pick<CheckoutClient, 'requestPhoneCode' | 'verifyPhone'>;
  signal: AbortSignal;
  clock: ServiceClock;
  /** The buyer's phone (the details form's field, which this step edits too). */
  phone(): string;
  setPhone(value: string): void;
  /** Whether a phone is verified (this checkout, or the session's returning buyer). */
  isVerified(phone: string): boolean;
  /** The service verified this phone (it is remembered for the flow). */
  onVerified(phone: string): void;
  /** A clock time in the buyer's locale, for "try again at 14:35". */
  formatTime(iso: string): string;
  /** A failure the host should hear about (not a wrong code). */
  report(error: NftCheckoutError): void;
}

const CODE_DIGITS = 6;
/** The step's fields, in the order they show. */
export const PHONE_FIELDS = ['phone', 'code'] as const;
export type PhoneField = (typeof PHONE_FIELDS)[number];
const t = purchaseStrings.phone;

/**
 * The phone step: sends a one-time code to the buyer's phone, takes the code back and lets the
 * buyer ask for another once the cooldown is over. The service decides every outcome (wrong,
 * expired, locked); this model only says each one in words that tell the buyer what to do.
 */
export const PhoneModel = createModel((deps: PhoneModelDeps) => {
  const code = signal('');
  /** The phone a code was last sent to (normalised); a different phone needs a new code. */
  const sentTo = signal<string | null>(null);
  const phoneError = signal<string | null>(null);
  const codeError = signal<string | null>(null);
  /** Said in the step's status region: code sent, phone verified. */
  const notice = signal('');
  const busy = signal(false);
  /** Continues refused so far: the view moves focus to the error summary on each. */
  const failedSubmits = signal(0);
  /** The fields the last refused Continue found wrong; the summary lists those still wrong. */
  const refused = signal<readonly PhoneField[]>([]);
  const resendAt = signal(0);
  const secondsToResend = signal(0);
  let stopCountdown: (() => void) | undefined;

  const current = () => normalisePhone(deps.phone());
  const verified = computed(() => deps.isVerified(current()));
  const codeSent = computed(() => sentTo.value !== null && sentTo.value === current());

  function runCooldown(until: number) {
    stopCountdown?.();
    resendAt.value = until;
    stopCountdown = startCountdown({
      msLeft: () => until - deps.clock.now(),
      onTick: (ms) => {
        secondsToResend.value = Math.ceil(ms / 1000);
      },
    });
  }

  function failed(error: unknown): void {
    if (isAbort(error)) return;
    const failure = asCheckoutError(error);
    codeError.value = buyerMessage(failure);
    // A refusal of the request itself (rate limit, validation) is the buyer's; the rest is ours.
    if (failure.code !== 'RATE_LIMITED' && failure.code !== 'VALIDATION') deps.report(failure);
  }

  function sent(answer: PhoneCodeAnswer) {
    const phone = normalisePhone(answer.phone);
    switch (answer.status) {
      case 'verified':
        deps.onVerified(phone);
        notice.value = t.alreadyVerified;
        return;
      case 'sent':
        sentTo.value = phone;
        code.value = '';
        notice.value = fillTemplate(t.sent, { phone: deps.phone() });
        runCooldown(Date.parse(answer.resendAt));
        return;
      case 'cooldown':
        sentTo.value = phone;
        runCooldown(Date.parse(answer.resendAt));
        codeError.value = t.cooldown;
        return;
      case 'locked':
        codeError.value = fillTemplate(t.locked, { time: deps.formatTime(answer.retryAt) });
        return;
    }
  }

  function checked(answer: PhoneVerifyAnswer): boolean {
    switch (answer.status) {
      case 'verified':
        deps.onVerified(normalisePhone(answer.phone));
        notice.value = t.verified;
        stopCountdown?.();
        return true;
      case 'wrong':
        codeError.value = say(t.wrong, { count: answer.attemptsLeft });
        return false;
      case 'expired':
        codeError.value = t.expired;
        return false;
      case 'no_code':
        codeError.value = t.noCode;
        return false;
      case 'locked':
        codeError.value = fillTemplate(t.locked, { time: deps.formatTime(answer.retryAt) });
        return false;
    }
  }

  /** The phone field's own check, before anything is sent. */
  function phoneOk(): boolean {
    const ok = PHONE_PATTERN.test(deps.phone().trim());
    phoneError.value = ok ? null : strings.errors.phone;
    return ok;
  }

  async function sendCode(): Promise<void> {
    if (busy.value || !phoneOk()) return;
    if (codeSent.value && secondsToResend.value > 0) {
      codeError.value = t.cooldown;
      return;
    }
    busy.value = true;
    codeError.value = null;
    notice.value = '';
    try {
      sent(
        await deps.client.requestPhoneCode({ phone: deps.phone().trim() }, { signal: deps.signal }),
      );
    } catch (error) {
      failed(error);
    } finally {
      busy.value = false;
    }
  }

  /** Continue: true once the phone is verified (checking the typed code if it is not yet). */
  async function submit(): Promise<boolean> {
    if (verified.value) return true;
    if (busy.value || !phoneOk()) return false;
    if (!codeSent.value) {
      codeError.value = t.sendFirst;
      return false;
    }
    if (code.value.length !== CODE_DIGITS) {
      codeError.value = t.codeIncomplete;
      return false;
    }
    busy.value = true;
    codeError.value = null;
    try {
      return checked(
        await deps.client.verifyPhone(
          { phone: deps.phone().trim(), code: code.value },
          { signal: deps.signal },
        ),
      );
    } catch (error) {
      failed(error);
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** Continue, and what it refused: the fields it found wrong, for the error summary. */
  async function continueStep(): Promise<boolean> {
    if (busy.value) return false;
    const passed = await submit();
    const wrong = passed ? [] : PHONE_FIELDS.filter((field) => errorOf(field).value);
    refused.value = wrong;
    if (wrong.length > 0) failedSubmits.value++;
    return passed;
  }
  const errorOf = (field: PhoneField) => (field === 'phone' ? phoneError : codeError);

  return {
    code,
    phoneError,
    codeError,
    notice,
    busy,
    failedSubmits,
    /** The last refused Continue's problems still shown, in the words beside their fields. */
    summary: computed(() =>
      refused.value.flatMap((field) => {
        const message = errorOf(field).value;
        return message ? [{ field, message }] : [];
      }),
    ),
    verified,
    codeSent,
    secondsToResend: computed(() => (codeSent.value ? secondsToResend.value : 0)),
    /** The phone as the buyer edits it here (the details form keeps it). */
    setPhone: action((value: string) => {
      deps.setPhone(value);
      phoneError.value = null;
    }),
    /** Typed or pasted: digits only (a pasted "123 456" or "123-456" counts), at most six. */
    setCode: action((value: string) => {
      code.value = value.replace(/\D/g, '').slice(0, CODE_DIGITS);
      codeError.value = null;
    }),
    sendCode: action(sendCode),
    submit: action(continueStep),
    dispose: action(() => stopCountdown?.()),
  };
});

export type PhoneModel = InstanceType<typeof PhoneModel>;
