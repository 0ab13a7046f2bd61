import { BankLink } from './BankLink.js';
import type { AchMethodModel } from './model.js';

/** The bank login, or the account it linked. */
export function View({ method }: { method: AchMethodModel }) {
  return (
    <BankLink
      linked={method.linked.value}
      linking={method.linking.value}
      errors={method.errors.value}
      attempt={method.attempts.value}
      onLink={(request) => void method.link(request)}
    />
  );
}
