import type { CheckoutClient } from '../api/checkoutClient.js';
import type { BehaviourRecorder } from './behaviour.js';
import { behaviourSnapshot } from './behaviourSnapshot.js';

/**
 * Sends the session's device and behaviour data, waiting at most `timeoutMs`. Best effort: the
 * risk engine reads it at confirm, but a slow or failing call must never stop a payment.
 */
export async function sendDeviceData(
  client: CheckoutClient,
  behaviour: BehaviourRecorder,
  locale: string,
  signal: AbortSignal,
  timeoutMs: number,
): Promise<void> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  try {
    await client.sendDeviceData(
      { attributes: { Language: [locale] }, behaviorBiometrics: behaviourSnapshot(behaviour) },
      { signal: AbortSignal.any([signal, timeout.signal]) },
    );
  } catch {
    // ignored on purpose
  } finally {
    clearTimeout(timer);
  }
}
