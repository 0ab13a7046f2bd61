// The interface's endpoints (spec section 4) and POST /v1/devices: called by the merchant's server.

import { bankAccountQuerySchema } from '../../../api/bankAccounts.js';
import { customerListQuerySchema } from '../../../api/customers.js';
import { pathIdSchema } from '../../../api/httpShapes.js';
import { verificationQuerySchema } from '../../../api/identity.js';
import { NEXT_CURSOR_HEADER, ORDER_PAGE } from '../../../api/orderPage.js';
import { orderListQuerySchema } from '../../../api/orders.js';
import { orderPageQuerySchema } from '../../domain/orderPage.js';
import * as ex from '../examples.js';
import type { ErrorSpec, OperationSpec } from '../operation.js';

const storeFull = (what: string, room: string): ErrorSpec => ({
  status: 429,
  code: 'RATE_LIMITED',
  when: `The merchant holds as many ${what} as the sandbox keeps for one merchant.`,
  message: `Merchant sandbox-merchant holds 10000 ${what}, the most the sandbox keeps for one merchant: ${room}.`,
});

const RESTART = 'or restart the sandbox to start empty';

const bankAccountId = {
  schema: bankAccountQuerySchema,
  descriptions: { bank_account_id: 'The `bankAccountId` of the account.' },
};

export const MERCHANT_OPERATIONS: OperationSpec[] = [
  {
    method: 'post',
    path: '/v1/auth/client-tokens',
    operationId: 'createClientToken',
    tag: 'merchant',
    summary: 'Open a checkout: a client token and its Draft order',
    description: [
      "Exchanges the merchant's credentials for a client token (spec 4, #1) and opens a Draft order for the purchase in the body. Hand the token to the widget (`mount(target, { clientToken, baseUrl })`); never the credentials.",
      '',
      '- `nft` is required, with `name` and an http(s) `imageUrl`; `nft.price × nft.quantity` is at most 1 000 000 000 (usd).',
      '- `expiresIn` (1 to 3600 seconds, default 1800) is when the unpaid order and its token expire: `expiresAt`.',
      "- `referenceId` (a UUID) is unique among the merchant's orders: a second order with the same one is 409.",
      '- `taxRates`: ISO 3166-2 keys (`US`, `US-CA`), percentages from 0 to 100 as numbers or numeric strings; a subdivision key wins over its country.',
      '- `paymentMethodTypeConfig.default` must be one of `enabled`, and `enabled` must not repeat a type.',
      '- Bad credentials are 400 `UNAUTHORIZED` here (spec 5.2), not 401.',
      '',
      "**`orderId` in the answer is our extension of the spec**: the Draft order the token opened, so the merchant's server can keep it beside its own purchase without looking it up (the spec's answer has only `clientToken` and `expiresAt`).",
    ].join('\n'),
    auth: 'exchange',
    body: { json: 'ClientTokenRequest', example: ex.clientTokenRequest },
    ok: [
      {
        status: 200,
        description: 'The client token, its expiry and the order it opened.',
        json: 'ClientTokenResponse',
        example: ex.clientTokenResponse,
      },
    ],
    errors: [
      {
        status: 409,
        code: 'CONFLICT',
        when: "`referenceId` is already used by another of the merchant's orders.",
        message: `This referenceId is already used by order ${ex.IDS.order}: referenceId must be unique per order.`,
      },
      storeFull('orders', RESTART),
    ],
    curl: {},
  },
  {
    method: 'get',
    path: '/v1/orders',
    operationId: 'listOrders',
    tag: 'merchant',
    summary: "List the merchant's orders",
    description: [
      `The merchant's orders, oldest first, filtered by the query (spec 4, #2), ${ORDER_PAGE.defaultLimit} a page unless \`limit\` asks for another number (at most ${ORDER_PAGE.maxLimit}). With no filter, every order the sandbox keeps for the merchant, page by page.`,
      '',
      '- `reference` matches the `referenceId` given at client-token creation.',
      '- `startDate` and `endDate` are whole UTC days, both included; `startData` is the spelling of the machine-readable description, accepted as the same parameter.',
      '- `externalUserId` matches the one given at client-token creation.',
      `- While more orders match, the answer carries \`${NEXT_CURSOR_HEADER}\`: send its value as \`cursor\`, with the same filters, for the next page. No order is skipped, and none repeated unless the last one of a page was removed to make room (orders created meanwhile come on later pages); the last page has no \`${NEXT_CURSOR_HEADER}\`.`,
    ].join('\n'),
    auth: 'merchant',
    query: {
      schema: [orderListQuerySchema, orderPageQuerySchema],
      descriptions: {
        reference: 'Only the order with this `referenceId`.',
        startDate: 'Only orders created on this UTC day or later.',
        startData: 'The same as `startDate` (the spelling of the machine-readable description).',
        endDate: 'Only orders created on this UTC day or earlier.',
        externalUserId: 'Only orders opened with this `externalUserId`.',
        limit: `Orders a page: 1 to ${ORDER_PAGE.maxLimit} (default ${ORDER_PAGE.defaultLimit}).`,
        cursor: `The \`${NEXT_CURSOR_HEADER}\` header of the previous page, unchanged: the page after it. Leave it out for the first page.`,
      },
    },
    ok: [
      {
        status: 200,
        description: `One page of the matching orders (an empty list when none match); \`${NEXT_CURSOR_HEADER}\` while more follow.`,
        json: 'OrderList',
        example: [ex.completeState.order],
        headers: ['nextCursor'],
      },
    ],
    errors: [
      {
        status: 400,
        code: 'VALIDATION',
        when: `A date is not \`YYYY-MM-DD\`, \`endDate\` is before \`startDate\`, \`startDate\` and \`startData\` differ, \`limit\` is not a whole number from 1 to ${ORDER_PAGE.maxLimit}, or \`cursor\` is not the \`${NEXT_CURSOR_HEADER}\` of a page.`,
        message: 'Invalid request: endDate must not be before startDate.',
      },
    ],
    curl: { query: { startDate: '2026-11-22' } },
  },
  {
    method: 'get',
    path: '/v1/orders/{orderId}',
    operationId: 'getOrder',
    tag: 'merchant',
    summary: 'Read one order',
    description:
      "One of the merchant's orders (spec 4, #3): the id a checkout's redirect appends as `order_id`, the client-token answer's `orderId`, or a webhook's `data.order.id`. Fulfil on its status here or on a webhook, never on a browser's word: `Complete` carries `withdrawal.txHash`; `Declined`, `Cancelled` and `Refunded` carry `error.reasonCode`.",
    auth: 'merchant',
    pathParams: [
      {
        name: 'orderId',
        schema: pathIdSchema,
        description: 'The order id.',
        example: ex.IDS.order,
      },
    ],
    ok: [{ status: 200, description: 'The order.', json: 'Order', example: ex.completeOrder }],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: "No order with this id belongs to the merchant (another merchant's orders are not found either).",
        message: 'No order with this orderId for this merchant.',
      },
    ],
    curl: { path: { orderId: '$ORDER_ID' } },
  },
  {
    method: 'post',
    path: '/v1/orders/events',
    operationId: 'postOrderEvent',
    tag: 'merchant',
    summary: 'Report an order event (Delivered)',
    description: [
      'Reports an order event (spec 4, #4). `Delivered`, with the `transactionHash` of the delivery, completes a Processed order that the merchant delivers itself: Processed → Complete.',
      '',
      '- The order is named by `orderId` or `referenceId` (when both are given, they must be the same order).',
      '- Repeating the event with the same hash is a success that changes nothing; another hash is 409.',
      '- A `smart_contract` order completes on its own: an event for it is 409, and so is one for an order that is not Processed (or Complete).',
    ].join('\n'),
    auth: 'merchant',
    body: {
      json: 'OrderEvent',
      example: {
        type: 'Delivered',
        orderId: ex.IDS.order,
        referenceId: ex.IDS.reference,
        transactionHash: ex.IDS.txHash,
      },
    },
    ok: [
      {
        status: 200,
        description: 'The event was applied (or was applied already).',
        json: 'Success',
        example: { success: true },
      },
    ],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: 'No order of the merchant has this `orderId` (or `referenceId`), or the two name different orders.',
        message: 'No order with this orderId for this merchant.',
      },
      {
        status: 409,
        code: 'CONFLICT',
        when: 'The order is a `smart_contract` order, is not Processed, or was delivered with another hash.',
        message: `Order ${ex.IDS.order} is Draft: only a Processed order can be delivered.`,
      },
    ],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/identity-documents/tokens',
    operationId: 'createIdentityToken',
    tag: 'merchant',
    summary: 'Open an identity-document capture session',
    description:
      "A token for a document-capture session (spec 4, #5), for the provider's SDK. `expires_in` is a number of seconds (600). Read the outcome with `GET /v1/identityDocuments/verifications/{verificationId}` and the answer's `verification_id`.",
    auth: 'merchant',
    body: {
      json: 'IdentityTokenRequest',
      example: {
        sessionKey: ex.IDS.order,
        customerId: ex.IDS.user,
        platform: 'ios',
        provider: 'incode',
      },
    },
    ok: [
      {
        status: 200,
        description: 'The session token.',
        json: 'IdentityTokenResponse',
        example: {
          token_type: 'Bearer',
          expires_in: 600,
          access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJzYW5kYm94In0.c2lnbmF0dXJl',
          incode_sdk_base_url: 'https://demo-api.incodesmile.com',
          verification_id: ex.IDS.verification,
          scope: 'mobilesdk',
        },
      },
    ],
    errors: [storeFull('identity sessions', RESTART)],
    curl: {},
  },
  {
    method: 'get',
    path: '/v1/identityDocuments/verifications/{verificationId}',
    operationId: 'getVerification',
    tag: 'merchant',
    summary: 'Read an identity-document verification',
    description:
      "The result of one of the merchant's capture sessions (spec 4, #8), including the captures of the checkout's document frame. `status` is `pending` until the capture is submitted, `processing` until the verdict, then `complete` (or `failed` for an unreadable image, `expired` when the session lapsed unsubmitted). The optional query is checked but changes nothing.",
    auth: 'merchant',
    pathParams: [
      {
        name: 'verificationId',
        schema: pathIdSchema,
        description: "The `verification_id` of the session (or a capture's `verificationId`).",
        example: ex.IDS.verification,
      },
    ],
    query: {
      schema: verificationQuerySchema,
      descriptions: {
        type: 'The capture UI: `custom`, `secure.me` (the provider web UI) or `mobilesdk`.',
        sessionKey: 'The session key of the capture (a UUID).',
        customerId: 'The customer id of the capture (a UUID).',
      },
    },
    ok: [
      {
        status: 200,
        description: 'The verification result.',
        json: 'VerificationResult',
        example: {
          verificationId: ex.IDS.verification,
          status: 'complete',
          documentData: {
            type: 'driver_license',
            number: 'D1234567',
            dateOfBirth: '1990-12-10',
            dateOfIssue: '2023-11-22',
            dateOfExpiry: '2031-11-22',
            issuingCountry: 'US',
            firstName: 'Ada',
            lastName: 'Lovelace',
            address: '1 Main St, San Francisco, CA 94105, US',
          },
          verification: {
            riskLevel: 'low',
            forgeryLevel: 'low',
            documentMatchLevel: 'low',
            imageQualityLevel: 'low',
            faceMatchLevel: 'low',
          },
        },
      },
    ],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: 'No session with this id belongs to the merchant.',
        message: 'No identity verification with this id for this merchant.',
      },
    ],
    curl: { path: { verificationId: '$VERIFICATION_ID' } },
  },
  {
    method: 'post',
    path: '/v1/customers',
    operationId: 'evaluateCustomer',
    tag: 'merchant',
    summary: "Evaluate a customer's risk",
    description: [
      'Evaluates a customer and a transaction for fraud risk (spec 4, #6). The top-level `level` (`low`, `medium`, `high`, `very_high`) is the one field to decide on.',
      '',
      '- Shape A (`flow` is a string) carries the whole customer, the transaction and the bank; shape B (`flow` is an object) chooses its `checkpoints`.',
      '- Checkpoints: `customer` (the default, and required when others are listed), `device`, `onboarding`, `login`, `aml`, `aml_bank`, `payment`, `ach`. An unknown name, or a list without `customer`, is 422.',
      "- The device checkpoint runs when device data exists for the same `sessionKey` (`POST /v1/devices`, or the widget's `POST /v1/checkout/device`); the answer then has `device`.",
      '- In the sandbox, email modifiers set the outcome: `+low-risk`, `+medium-risk`, `+high-risk` (also `-low-risk`…).',
    ].join('\n'),
    auth: 'merchant',
    body: { json: 'RiskRequest', example: ex.riskRequest },
    ok: [
      {
        status: 200,
        description: 'The risk evaluation (also listed by `GET /v1/customers`).',
        json: 'RiskResponse',
        example: ex.riskResponse(),
      },
    ],
    errors: [
      {
        status: 422,
        code: 'VALIDATION',
        when: 'A checkpoint name is unknown, or `customer` is missing from a list of checkpoints (each named by its position in `issues`).',
        message:
          'Invalid checkpoints: checkpoints.1 is not a checkpoint: use customer, device, onboarding, login, aml, aml_bank, payment, ach.',
      },
      storeFull('risk evaluations', RESTART),
    ],
    curl: {},
  },
  {
    method: 'get',
    path: '/v1/customers',
    operationId: 'listCustomers',
    tag: 'merchant',
    summary: "List the merchant's risk evaluations",
    description:
      "The merchant's risk evaluations, oldest first (spec 4, #7), including those the checkout's confirm ran (under the order's `userId`). A tax id shows masked, `•••-••-6789`.",
    auth: 'merchant',
    query: {
      schema: customerListQuerySchema,
      descriptions: { customer_id: 'Only the evaluations of this customer id.' },
    },
    ok: [
      {
        status: 200,
        description: 'The evaluations (an empty list when none match).',
        json: 'RiskResponseList',
        example: [ex.riskResponse()],
      },
    ],
    errors: [],
    curl: { query: { customer_id: ex.IDS.user } },
  },
  {
    method: 'post',
    path: '/v1/devices',
    operationId: 'postDeviceSession',
    tag: 'merchant',
    summary: 'Send device data for a session key',
    description:
      "The device SDK's call, for merchants that collect device data themselves (our addition to the interface, docs/protocol.md). A later `POST /v1/customers` with the same `sessionKey` runs the device checkpoint on it. Sending again replaces the earlier data; device sessions belong to the merchant that sent them.",
    auth: 'merchant',
    body: {
      json: 'DeviceSessionRequest',
      example: {
        sessionKey: ex.IDS.order,
        attributes: { Browser: ['Firefox 140'], OS: ['macOS 15'] },
      },
    },
    ok: [{ status: 200, description: 'Kept.', json: 'Success', example: { success: true } }],
    errors: [storeFull('device sessions', RESTART)],
    curl: {},
  },
  {
    method: 'post',
    path: '/v1/payment-method/ach',
    operationId: 'addBankAccount',
    tag: 'merchant',
    summary: 'Add a bank account (internal)',
    description:
      'Adds a bank account as a payment method (spec 4, #10, internal): either a `processor_token` with its `bank_aggregator` (`plaid`, `yodlee`, `finicity`), or `aggregator_data`, the raw aggregator responses as strings. Exactly one of the two ways.',
    auth: 'merchant',
    body: {
      json: 'BankAccountRequest',
      example: { processor_token: 'processor-sandbox-0b4c8e', bank_aggregator: 'plaid' },
    },
    ok: [
      {
        status: 200,
        description: 'The bank account record.',
        json: 'BankAccount',
        example: ex.bankAccount,
      },
    ],
    errors: [
      storeFull(
        'bank accounts',
        'delete some with DELETE /v1/payment-method/ach?bank_account_id=…, or restart the sandbox to start empty',
      ),
    ],
    curl: {},
  },
  {
    method: 'get',
    path: '/v1/payment-method/ach',
    operationId: 'getBankAccount',
    tag: 'merchant',
    summary: 'Read a bank account (internal)',
    description: "One of the merchant's bank accounts (spec 4, #9, internal).",
    auth: 'merchant',
    query: bankAccountId,
    ok: [
      {
        status: 200,
        description: 'The bank account record.',
        json: 'BankAccount',
        example: ex.bankAccount,
      },
    ],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: 'No bank account with this id belongs to the merchant.',
        message: 'No bank account with this bank_account_id for this merchant.',
      },
    ],
    curl: { query: { bank_account_id: '$BANK_ACCOUNT_ID' } },
  },
  {
    method: 'delete',
    path: '/v1/payment-method/ach',
    operationId: 'deleteBankAccount',
    tag: 'merchant',
    summary: 'Delete a bank account (internal)',
    description:
      'Deletes one of the merchant\'s bank accounts (spec 4, #11, internal). `success` may be a boolean or the string `"true"` in the interface; the sandbox answers the boolean.',
    auth: 'merchant',
    query: bankAccountId,
    ok: [
      { status: 200, description: 'Deleted.', json: 'DeleteResult', example: { success: true } },
    ],
    errors: [
      {
        status: 404,
        code: 'NOT_FOUND',
        when: 'No bank account with this id belongs to the merchant.',
        message: 'No bank account with this bank_account_id for this merchant.',
      },
    ],
    curl: { query: { bank_account_id: '$BANK_ACCOUNT_ID' } },
  },
];
