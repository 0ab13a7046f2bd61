import * as z from 'zod/mini';
import { lazySchema } from './lazySchema.js';

/** Behaviour biometrics (spec 2.9): how fields were used, never what was typed. */
export const fieldMetricSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    name: z.optional(z.string()),
    numCopyPasteEvents: z.optional(z.number()),
    numClipboardEvents: z.optional(z.number()),
    numAutoFillEvents: z.optional(z.number()),
    numExpertKeyEvents: z.optional(z.number()),
    hesitationPercentage: z.optional(z.number()),
    isLTM: z.optional(z.boolean()),
    timeSpendInMsEvents: z.optional(z.nullable(z.array(z.number()))),
    timeSpendInMs: z.optional(z.number()),
  }),
);
export type FieldMetric = z.infer<typeof fieldMetricSchema>;

const pageFieldSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    absolute: z.optional(fieldMetricSchema),
    percent: z.optional(fieldMetricSchema),
    average: z.optional(fieldMetricSchema),
  }),
);

export const behaviorBiometricsSchema = /* @__PURE__ */ lazySchema(() =>
  z.object({
    hesitationPercentile: z.optional(
      z.object({ nonLtm: z.optional(z.number()), ltm: z.optional(z.number()) }),
    ),
    numDistractionEvents: z.optional(z.number()),
    numContextSwitchEvents: z.optional(z.number()),
    typingSpeed: z.optional(z.record(z.string(), z.number())),
    fields: z.optional(z.array(fieldMetricSchema)),
    pageFieldLTM: z.optional(pageFieldSchema),
    pageFieldNonLTM: z.optional(pageFieldSchema),
    totalTimeSpentInMs: z.optional(z.number()),
    flowTimesInMs: z.optional(z.record(z.string(), z.number())),
  }),
);
export type BehaviorBiometrics = z.infer<typeof behaviorBiometricsSchema>;
