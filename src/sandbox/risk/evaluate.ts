import type { Buyer } from '../../api/checkoutBuyer.js';
import {
  type Device,
  isRiskRequestA,
  type RiskLevel,
  type RiskRequest,
  type RiskResponse,
} from '../../api/customers.js';
import { assess } from './assessment.js';
import { defaultCheckpoints, selectCheckpoints } from './checkpoints.js';
import { riskResponse } from './response.js';
import { type BuyerFacts, subjectFromBuyer, subjectFromRequest } from './subject.js';

export interface EvaluateRiskInput {
  request: RiskRequest;
  /** The device record stored for request.sessionKey, if the session sent device data. */
  device?: Device | undefined;
  now: Date;
}

export type EvaluateRiskResult =
  | { ok: true; response: RiskResponse }
  | {
      ok: false;
      /** Names that are not checkpoints (answer 422). */
      unknownCheckpoints: string[];
      /** `customer` when other checkpoints were listed without it (also 422). */
      missingCheckpoints: string[];
      /** A message for the 422 body naming every problem. */
      message: string;
    };

/** POST /customers: the risk decision for one request (spec 2.7, 2.8). */
export function evaluateRisk(input: EvaluateRiskInput): EvaluateRiskResult {
  const { request } = input;
  const requested = isRiskRequestA(request) ? undefined : request.checkpoints;
  const selection = selectCheckpoints(requested, input.device !== undefined);
  if (!selection.ok) {
    const { unknownCheckpoints, missingCheckpoints, message } = selection;
    return { ok: false, unknownCheckpoints, missingCheckpoints, message };
  }
  const assessment = assess({
    subject: subjectFromRequest(request),
    checkpoints: selection.checkpoints,
    device: input.device,
    now: input.now,
  });
  const counterparty = isRiskRequestA(request) ? undefined : request.counterparty;
  return { ok: true, response: riskResponse(assessment, request.sessionKey, counterparty) };
}

/** A checkout buyer as the confirm-time risk check sees it. */
export interface BuyerRiskInput {
  buyer: Buyer;
  /** The device record of the checkout's session key, when the widget sent device data. */
  device?: Device | undefined;
  now: Date;
  /** What the buyer checks found out: a verified phone, the tax id. */
  facts?: BuyerFacts | undefined;
  /** The order's session key and customer id, for the stored response. */
  sessionKey?: string | undefined;
  customerId?: string | undefined;
}

/**
 * The checkout's own risk check, as a full response (what GET /customers lists): the same assessment
 * and the default checkpoints of a risk request, customer plus device when the session has
 * device data.
 */
export function buyerRisk(input: BuyerRiskInput): RiskResponse {
  const checkpoints = defaultCheckpoints(input.device !== undefined);
  const subject = subjectFromBuyer(input.buyer, input.customerId, input.facts);
  const assessment = assess({ subject, checkpoints, device: input.device, now: input.now });
  return riskResponse(assessment, input.sessionKey ?? '');
}

/**
 * The level checkout confirm decides on (very_high cancels with RISD). `now` defaults to the
 * current time; pass it for age rules at a fixed date. `facts` are the buyer checks' findings.
 */
export function buyerRiskLevel(
  buyer: Buyer,
  device?: Device,
  now: Date = new Date(),
  facts: BuyerFacts = {},
): RiskLevel {
  return buyerRisk({ buyer, device, now, facts }).level;
}
