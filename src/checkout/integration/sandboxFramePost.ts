// Test-only: what a frame of the service sends when asked for a token, done without a browser
// frame: a POST to the sandbox with the client token, the answer read with the widget's schema.
import { NftCheckoutError } from '../../api/errors.js';

export interface Schema<T> {
  parse(value: unknown): T;
}

export async function postAsFrame<T>(
  url: string,
  clientToken: string,
  body: object,
  schema: Schema<T>,
): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${clientToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { message?: string };
  if (!res.ok) throw new NftCheckoutError('VALIDATION', answer.message ?? String(res.status));
  return schema.parse(answer);
}
