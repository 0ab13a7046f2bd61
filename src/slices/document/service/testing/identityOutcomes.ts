import type { Buyer } from '../../../../api/checkoutBuyer.js';
import {
  passBuyerChecks,
  verifyIdentityDocument,
} from '../../../../sandbox/testing/buyerChecks.js';
import {
  basic,
  buyer,
  type Checkout,
  MERCHANT,
  nftRequest,
  type TestSandbox,
} from '../../../../sandbox/testing/harness.js';
import { verificationResultSchema } from '../../api/identity.js';

export const medium = buyer({
  firstName: 'Grace',
  lastName: 'Hopper',
  dateOfBirth: '1986-12-09',
  emailAddress: 'grace+medium-risk@example.com',
});

/** The steps of the document outcome tests, on the sandbox `sandbox()` gives. */
export function outcomeSteps(sandbox: () => TestSandbox) {
  /** A checkout with the phone and tax id passed: spread `checks` into the next body. */
  async function open(
    over = nftRequest(),
  ): Promise<Checkout & { checks: { taxIdToken?: string } }> {
    const t = sandbox();
    const checkout = await t.open(over);
    const checks = await passBuyerChecks(t.url, checkout.token, medium, undefined, {
      document: false,
    });
    return { ...checkout, checks };
  }

  const verification = async (id: string) =>
    verificationResultSchema.parse(
      (
        await sandbox().raw('GET', `/v1/identityDocuments/verifications/${id}`, {
          auth: basic(MERCHANT),
        })
      ).json,
    );

  const verify = (
    checkout: Checkout & { checks: object },
    fileName?: string,
    who: Buyer = medium,
  ) => verifyIdentityDocument(sandbox().url, checkout.token, who, { ...checkout.checks, fileName });

  return { open, verification, verify };
}
