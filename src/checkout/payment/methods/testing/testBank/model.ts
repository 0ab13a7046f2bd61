import { action, computed, createModel, signal } from '@preact/signals';
import type { BankLink } from '../../../../../slices/ach/api/bankLink.js';
import type { MethodContext, PreparedPayment } from '../../types.js';

/** The sandbox aggregator's login that links an account (its test values). */
export const TEST_BANK_LOGIN = {
  aggregator: 'plaid',
  username: 'user_good',
  password: 'pass_good',
} as const;

/** The method's state: the account it linked, and whether it is linking. */
export const TestBankModel = createModel((context: MethodContext) => {
  const linked = signal<BankLink | null>(null);
  const linking = signal(false);
  return {
    linked,
    linking,
    notice: computed<string | undefined>(() =>
      linked.value ? undefined : 'Link the test bank account to pay with it.',
    ),
    ready: computed(() => linked.value !== null),
    summary: computed(() => (linked.value ? `Test bank ••••${linked.value.mask}` : '')),
    start: action(() => {}),
    link: action(async (): Promise<void> => {
      if (linking.value) return;
      linking.value = true;
      try {
        linked.value = await context.client.linkBankAccount(TEST_BANK_LOGIN, {
          signal: context.signal,
        });
      } finally {
        linking.value = false;
      }
    }),
    prepare: action(async (): Promise<PreparedPayment | null> => {
      const bank = linked.value;
      if (bank) return { payment: { type: 'ach', bankAccountId: bank.bankAccountId }, type: 'ach' };
      context.error.value = 'Link the test bank account first.';
      return null;
    }),
    reset: action(() => {}),
    dispose: action(() => {}),
  };
});

export type TestBankModel = InstanceType<typeof TestBankModel>;
