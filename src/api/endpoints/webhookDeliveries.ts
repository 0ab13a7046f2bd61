// What the service delivered to the merchant's webhook endpoints, and resending it.
import type { Endpoint } from './endpoint.js';

export const listWebhookDeliveries = {
  id: 'listWebhookDeliveries',
  route: { method: 'GET', path: '/webhooks/deliveries' },
  tag: 'webhooks',
  summary: "List the merchant's webhook deliveries",
  auth: 'merchant',
  query: ['DeliveryListQuery'],
  response: { status: 200, json: 'DeliveryList' },
  refusals: [],
} as const satisfies Endpoint;

export const resendWebhookDelivery = {
  id: 'resendWebhookDelivery',
  route: { method: 'POST', path: '/webhooks/deliveries/{deliveryId}/resend' },
  tag: 'webhooks',
  summary: 'Send a delivery again',
  auth: 'merchant',
  params: { deliveryId: 'PathId' },
  body: { json: 'EmptyBody' },
  response: { status: 202, json: 'Delivery' },
  refusals: [
    { status: 404, code: 'NOT_FOUND' },
    { status: 409, code: 'CONFLICT' },
  ],
} as const satisfies Endpoint;
