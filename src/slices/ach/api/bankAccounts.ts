import * as z from 'zod/mini';
import { nonEmpty, uuid } from '../../../api/primitives.js';
import { BANK_AGGREGATORS } from './aggregators.js';

export { BANK_AGGREGATORS };
export const bankAggregatorSchema = /* @__PURE__ */ z.enum(BANK_AGGREGATORS);

export const aggregatorDataSchema = /* @__PURE__ */ z.object({
  auth_response: z.string(),
  balance_response: z.optional(z.string()),
  identity_response: z.optional(z.string()),
  transaction_response: z.optional(z.string()),
  aggregator_type: bankAggregatorSchema,
});

/** Two ways to add a bank account: a processor token, or data collected from an aggregator. */
export const bankAccountRequestSchema = /* @__PURE__ */ z
  .object({
    processor_token: z.optional(nonEmpty()),
    bank_aggregator: z.optional(bankAggregatorSchema),
    aggregator_data: z.optional(aggregatorDataSchema),
  })
  .check(
    z.refine((b) => (b.processor_token === undefined) !== (b.aggregator_data === undefined), {
      error: 'give either processor_token (with bank_aggregator) or aggregator_data',
      path: ['processor_token'],
    }),
    z.refine((b) => b.processor_token === undefined || b.bank_aggregator !== undefined, {
      error: 'bank_aggregator is required with processor_token',
      path: ['bank_aggregator'],
    }),
  );
export type BankAccountRequest = z.infer<typeof bankAccountRequestSchema>;

export const bankAccountSchema = /* @__PURE__ */ z.object({
  bankAccountId: uuid(),
  accountNumber: z.string(),
  name: z.string(),
  officialName: z.string(),
  routingNumber: z.string(),
  subtype: z.string(),
  type: z.string(),
  wireRoutingNumber: z.string(),
  institutionName: z.string(),
  status: z.enum(['connected', 'disconnected']),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const bankAccountQuerySchema = /* @__PURE__ */ z.object({ bank_account_id: nonEmpty() });

/** DELETE answers `success` as a string or a boolean (spec 4, #11). */
export const deleteResultSchema = /* @__PURE__ */ z.object({
  success: z.union([z.boolean(), z.enum(['true', 'false'])]),
});
