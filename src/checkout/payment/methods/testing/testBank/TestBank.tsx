import type { TestBankModel } from './model.js';

/** One button that links the test account, then the account it linked. */
export function TestBank({ method }: { method: TestBankModel }) {
  const bank = method.linked.value;
  if (bank) return <p class="nftc-linked">Linked {method.summary.value}</p>;
  return (
    <button
      type="button"
      class="nftc-button"
      disabled={method.linking.value}
      onClick={() => void method.link()}
    >
      Link the test bank account
    </button>
  );
}
