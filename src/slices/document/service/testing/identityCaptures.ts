import { expect } from 'vitest';
import type { Buyer } from '../../../../api/checkoutBuyer.js';
import { passBuyerChecks } from '../../../../sandbox/testing/buyerChecks.js';
import { buyer, type Checkout, type TestSandbox } from '../../../../sandbox/testing/harness.js';
import { captureSchema } from '../../api/identityCheck.js';

export const medium = buyer({ emailAddress: 'ada+medium-risk@example.com' });
export const CAPTURES = '/v1/checkout/identity/captures';

/** The requests of the identity capture endpoints, on the sandbox `sandbox()` gives. */
export function captureRequests(sandbox: () => TestSandbox) {
  /** A checkout whose assessment asked `who` for a document. */
  async function required(who: Buyer = medium): Promise<Checkout> {
    const t = sandbox();
    const checkout = await t.open();
    const checks = await passBuyerChecks(t.url, checkout.token, who, undefined, {
      document: false,
    });
    await checkout.client.assessIdentity({ buyer: who, ...checks });
    return checkout;
  }

  const auth = (checkout: Checkout) => `Bearer ${checkout.token}`;

  const createCapture = (
    checkout: Checkout,
    body: unknown = { documentType: 'driver_license', issuingCountry: 'US' },
  ) => sandbox().raw('POST', CAPTURES, { auth: auth(checkout), body });

  async function capture(checkout: Checkout, documentType = 'driver_license') {
    const res = await createCapture(checkout, { documentType, issuingCountry: 'US' });
    expect(res.status).toBe(201);
    return captureSchema.parse(res.json);
  }

  /** PUT a photo as raw bytes, with its own Content-Type and file name headers. */
  async function upload(
    checkout: Checkout,
    id: string,
    side: string,
    body: Uint8Array,
    headers: Record<string, string> = {},
  ) {
    const res = await fetch(`${sandbox().sandbox.origin}${CAPTURES}/${id}/images/${side}`, {
      method: 'PUT',
      headers: { authorization: auth(checkout), 'content-type': 'image/png', ...headers },
      body: new Uint8Array(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, json: JSON.parse(text) as unknown };
  }

  const submit = (checkout: Checkout, id: string) =>
    sandbox().raw('POST', `${CAPTURES}/${id}/submit`, { auth: auth(checkout), body: {} });

  return { required, auth, createCapture, capture, upload, submit };
}
