import { type HttpOptions, send } from '../../src/api/http.js';
import type { MerchantCredentials } from '../../src/api/serviceClient.js';
import { deliveryListSchema, deliverySchema } from '../../src/api/webhookDeliveries.js';

/**
 * The shop's recovery after its endpoint was down: the sandbox's deliveries of one order that
 * gave up (`failed`, or `dropped` from a full outbox) are sent again, each keeping its event id,
 * so the receiver's dedupe still holds. GET /v1/webhooks/deliveries and POST
 * /v1/webhooks/deliveries/{id}/resend, with the merchant's credentials.
 */
export function createWebhookResend(serviceUrl: string, credentials: MerchantCredentials) {
  const basic = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`;
  const http: HttpOptions = {
    baseUrl: serviceUrl,
    authorization: () => basic,
    secrets: () => [credentials.clientSecret],
    retry: { retries: 1 },
  };

  return {
    /** Resends the order's deliveries that gave up; answers how many were sent again. */
    async resendGivenUp(orderId: string): Promise<number> {
      const given = [];
      for (const status of ['failed', 'dropped'] as const) {
        given.push(
          ...(await send(http, {
            method: 'GET',
            path: '/webhooks/deliveries',
            query: { orderId, status },
            response: deliveryListSchema,
          })),
        );
      }
      // Oldest event first, as the service would have sent them.
      given.sort((a, b) => a.sequence - b.sequence);
      for (const delivery of given) {
        await send(http, {
          method: 'POST',
          path: `/webhooks/deliveries/${encodeURIComponent(delivery.id)}/resend`,
          // The service takes every POST body as JSON; this one carries nothing.
          body: {},
          response: deliverySchema,
        });
      }
      return given.length;
    },
  };
}

export type WebhookResend = ReturnType<typeof createWebhookResend>;
