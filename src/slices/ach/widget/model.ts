import { action, batch, computed, createModel, signal } from '@preact/signals';
import { NftCheckoutError } from '../../../api/errors.js';
import { fillTemplate } from '../../../api/text.js';
import type { MethodContext, PreparedPayment } from '../../../checkout/payment/methods/types.js';
import { purchaseStrings } from '../../../checkout/purchase/strings.js';
import { buyerMessage, isAbort } from '../../../checkout/serviceMessages.js';
import type { BankLink, BankLinkRequest } from '../api/bankLink.js';

/** Bank login errors: per field, or `form` for a problem that is not the buyer's input. */
export type BankErrors = Partial<Record<'username' | 'password' | 'form', string>>;

/** Each missing credential on its own field; empty when both are there. */
function missingCredentials({ username, password }: BankLinkRequest): BankErrors {
  const errors: BankErrors = {};
  if (!username.trim()) errors.username = purchaseStrings.bank.usernameRequired;
  if (!password) errors.password = purchaseStrings.bank.passwordRequired;
  return errors;
}

/** A bank account linked through the sandbox aggregator's login. */
export const AchModel = createModel((context: MethodContext) => {
  const linked = signal<BankLink | null>(null);
  const linking = signal(false);
  const errors = signal<BankErrors>({});
  /** Finished link attempts (linked, refused or failed): the view moves focus to each result. */
  const attempts = signal(0);

  return {
    linked,
    linking,
    errors,
    attempts,
    notice: computed<string | undefined>(() => undefined),
    ready: computed(() => linked.value !== null),
    summary: computed(() => {
      const bank = linked.value;
      return bank
        ? fillTemplate(purchaseStrings.review.bank, {
            institution: bank.institutionName,
            mask: bank.mask,
          })
        : '';
    }),
    start: action(() => {}),
    link: action(async (request: BankLinkRequest) => {
      if (linking.value) return;
      const missing = missingCredentials(request);
      if (Object.keys(missing).length > 0) {
        batch(() => {
          errors.value = missing;
          attempts.value++;
        });
        return;
      }
      batch(() => {
        linking.value = true;
        errors.value = {};
      });
      try {
        const answer = await context.client.linkBankAccount(request, { signal: context.signal });
        batch(() => {
          linked.value = answer;
          attempts.value++;
        });
      } catch (failure) {
        if (context.signal.aborted || isAbort(failure)) return;
        // A refusal is about the credentials; the password is what the buyer cannot see typed.
        // Anything else (network, server) is no field's fault.
        const refused = failure instanceof NftCheckoutError && failure.code === 'PAYMENT_FAILED';
        batch(() => {
          errors.value = refused
            ? { password: purchaseStrings.bank.loginFailed }
            : { form: buyerMessage(failure) };
          attempts.value++;
        });
      } finally {
        linking.value = false;
      }
    }),
    prepare: action(async (): Promise<PreparedPayment | null> => {
      const bank = linked.value;
      if (bank) return { payment: { type: 'ach', bankAccountId: bank.bankAccountId }, type: 'ach' };
      context.error.value = purchaseStrings.payment.bankRequired;
      return null;
    }),
    // A linked account is not spent by a declined payment: the buyer may pay with it again.
    reset: action(() => {}),
    dispose: action(() => {}),
  };
});

export type AchMethodModel = InstanceType<typeof AchModel>;
