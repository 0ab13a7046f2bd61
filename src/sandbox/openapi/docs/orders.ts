import { NEXT_CURSOR_HEADER, ORDER_PAGE } from '../../../api/orderPage.js';
import type { SomeDocs } from '../docTypes.js';
import * as ex from '../examples.js';

export const ORDER_DOCS = {
  listOrders: {
    description: [
      `The merchant's orders, oldest first, filtered by the query (spec 4, #2), ${ORDER_PAGE.defaultLimit} a page unless \`limit\` asks for another number (at most ${ORDER_PAGE.maxLimit}). With no filter, every order the sandbox keeps for the merchant, page by page.`,
      '',
      '- `reference` matches the `referenceId` given at client-token creation.',
      '- `startDate` and `endDate` are whole UTC days, both included; `startData` is the spelling of the machine-readable description, accepted as the same parameter.',
      '- `externalUserId` matches the one given at client-token creation.',
      `- While more orders match, the answer carries \`${NEXT_CURSOR_HEADER}\`: send its value as \`cursor\`, with the same filters, for the next page. No order is skipped, and none repeated unless the last one of a page was removed to make room (orders created meanwhile come on later pages); the last page has no \`${NEXT_CURSOR_HEADER}\`.`,
    ].join('\n'),
    query: {
      reference: 'Only the order with this `referenceId`.',
      startDate: 'Only orders created on this UTC day or later.',
      startData: 'The same as `startDate` (the spelling of the machine-readable description).',
      endDate: 'Only orders created on this UTC day or earlier.',
      externalUserId: 'Only orders opened with this `externalUserId`.',
      limit: `Orders a page: 1 to ${ORDER_PAGE.maxLimit} (default ${ORDER_PAGE.defaultLimit}).`,
      cursor: `The \`${NEXT_CURSOR_HEADER}\` header of the previous page, unchanged: the page after it. Leave it out for the first page.`,
    },
    response: {
      description: `One page of the matching orders (an empty list when none match); \`${NEXT_CURSOR_HEADER}\` while more follow.`,
      example: [ex.completeState.order],
    },
    refusals: {
      '400 VALIDATION': {
        when: `A date is not \`YYYY-MM-DD\`, \`endDate\` is before \`startDate\`, \`startDate\` and \`startData\` differ, \`limit\` is not a whole number from 1 to ${ORDER_PAGE.maxLimit}, or \`cursor\` is not the \`${NEXT_CURSOR_HEADER}\` of a page.`,
        message: 'Invalid request: endDate must not be before startDate.',
      },
    },
    curl: { query: { startDate: '2026-11-22' } },
  },
  getOrder: {
    description:
      "One of the merchant's orders (spec 4, #3): the id a checkout's redirect appends as `order_id`, the client-token answer's `orderId`, or a webhook's `data.order.id`. Fulfil on its status here or on a webhook, never on a browser's word: `Complete` carries `withdrawal.txHash`; `Declined`, `Cancelled` and `Refunded` carry `error.reasonCode`.",
    params: { orderId: { description: 'The order id.', example: ex.IDS.order } },
    response: { description: 'The order.', example: ex.completeOrder },
    refusals: {
      '404 NOT_FOUND': {
        when: "No order with this id belongs to the merchant (another merchant's orders are not found either).",
        message: 'No order with this orderId for this merchant.',
      },
    },
    curl: { path: { orderId: '$ORDER_ID' } },
  },
  postOrderEvent: {
    description: [
      'Reports an order event (spec 4, #4). `Delivered`, with the `transactionHash` of the delivery, completes a Processed order that the merchant delivers itself: Processed → Complete.',
      '',
      '- The order is named by `orderId` or `referenceId` (when both are given, they must be the same order).',
      '- Repeating the event with the same hash is a success that changes nothing; another hash is 409.',
      '- A `smart_contract` order completes on its own: an event for it is 409, and so is one for an order that is not Processed (or Complete).',
    ].join('\n'),
    body: {
      example: {
        type: 'Delivered',
        orderId: ex.IDS.order,
        referenceId: ex.IDS.reference,
        transactionHash: ex.IDS.txHash,
      },
    },
    response: {
      description: 'The event was applied (or was applied already).',
      example: { success: true },
    },
    refusals: {
      '404 NOT_FOUND': {
        when: 'No order of the merchant has this `orderId` (or `referenceId`), or the two name different orders.',
        message: 'No order with this orderId for this merchant.',
      },
      '409 CONFLICT': {
        when: 'The order is a `smart_contract` order, is not Processed, or was delivered with another hash.',
        message: `Order ${ex.IDS.order} is Draft: only a Processed order can be delivered.`,
      },
    },
  },
} satisfies SomeDocs;
