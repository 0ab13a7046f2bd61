import { vi } from 'vitest';

export interface FakeWallet {
  /** canMakePayment's answer, or the error the constructor throws. */
  canPay: boolean | Error;
  /** What show() resolves with (the wallet's details and payer), or the error it throws. */
  answer:
    | { details: unknown; payerName?: string; payerEmail?: string; payerPhone?: string }
    | Error;
}

/**
 * A stand-in for the browser's PaymentRequest (unit tests only: the e2e runs drive the real
 * one): it records what each request was made with and how its response was completed.
 */
export function fakePaymentRequest(wallet: FakeWallet) {
  const made: { methods: PaymentMethodData[]; details: PaymentDetailsInit; options?: unknown }[] =
    [];
  const complete = vi.fn(async (_result: string) => undefined);
  class FakeRequest {
    constructor(methods: PaymentMethodData[], details: PaymentDetailsInit, options?: unknown) {
      if (wallet.canPay instanceof Error) throw wallet.canPay;
      made.push({ methods, details, options });
    }
    canMakePayment = async () => wallet.canPay === true;
    show = async () => {
      if (wallet.answer instanceof Error) throw wallet.answer;
      return { payerName: null, payerEmail: null, payerPhone: null, ...wallet.answer, complete };
    };
  }
  return { PaymentRequest: FakeRequest, made, complete };
}

export const domError = (name: string) => Object.assign(new Error(name), { name });
