import type { SubjectTransaction } from './subject.js';

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** US ABA routing number: 9 digits whose weighted sum (3, 7, 1, …) is a multiple of 10. */
export function isRoutingNumberValid(routingNumber: string): boolean {
  if (!/^\d{9}$/.test(routingNumber)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(routingNumber[i]) * (ABA_WEIGHTS[i] ?? 0);
  return sum % 10 === 0;
}

/** The balance is in minor units and the amount in major units (spec 2.7). */
export function isBalanceBelowAmount(transaction: SubjectTransaction): boolean {
  const { bank, amount } = transaction;
  return bank !== undefined && amount !== undefined && bank.balance < amount * 100;
}

export function isBalanceInOtherCurrency(transaction: SubjectTransaction): boolean {
  const { bank, currencyCode } = transaction;
  return (
    bank !== undefined &&
    currencyCode !== undefined &&
    bank.balanceCurrencyCode.toUpperCase() !== currencyCode.toUpperCase()
  );
}
