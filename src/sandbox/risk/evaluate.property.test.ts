import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Buyer } from '../../api/checkoutBuyer.js';
import {
  type Device,
  type RiskRequestA,
  type RiskRequestB,
  riskResponseSchema,
} from '../../api/customers.js';
import { ruleById } from './catalogue.js';
import { emailModifier } from './email.js';
import { buyerRiskLevel, evaluateRisk } from './evaluate.js';
import { levelFromScore, levelRank, maxLevel, scoreOf } from './levels.js';
import { address, bank, DAY_MS, deviceWith, NOW, SESSION_KEY } from './testSubjects.js';

const email = fc
  .tuple(
    fc.constantFrom(
      'ada',
      'ada+fraud',
      'ada+low-risk',
      'ada-medium-risk',
      'ada+high-risk',
      'ada+very-high-risk',
    ),
    fc.constantFrom('example.com', 'mailinator.com', 'eu.yopmail.com'),
  )
  .map(([local, domain]) => `${local}@${domain}`);
const phone = fc.constantFrom(
  '+1 555 010 0100',
  '+1 99 555 0100',
  '+1 500 555 0100',
  '+44 20 7946 0958',
);
const name = fc.constantFrom(['Ada', 'Lovelace'], ['Sanctioned', 'Person'], ['Ofac', 'Match']);
const dateOfBirth = fc
  .date({
    min: new Date('1890-01-01T00:00:00Z'),
    max: new Date('2030-01-01T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));
const addressArb = fc.constantFrom(
  address(),
  { ...address(), street1: 'PO Box 1' },
  { ...address(), postalCode: '123' },
  { ...address(), countryCode: 'GB', postalCode: 'SW1A 1AA' },
);
const device: fc.Arbitrary<Device | undefined> = fc.option(
  fc
    .record({ paste: fc.nat(2), autofill: fc.nat(2), keys: fc.nat(20) })
    .map(({ paste, autofill, keys }) =>
      deviceWith({
        fields: [
          {
            isLTM: true,
            numCopyPasteEvents: paste,
            numAutoFillEvents: autofill,
            numExpertKeyEvents: keys,
          },
        ],
      }),
    ),
  { nil: undefined },
);

const requestA: fc.Arbitrary<RiskRequestA> = fc
  .record({
    email,
    phone,
    name,
    dateOfBirth,
    address: addressArb,
    isEmailVerified: fc.boolean(),
    isPhoneVerified: fc.boolean(),
    createdAgo: fc.integer({ min: -DAY_MS, max: 10 * DAY_MS }),
    amount: fc.double({ min: 0, max: 50_000, noNaN: true }),
    routing: fc.constantFrom('011401533', '123456789'),
  })
  .map((r) => ({
    flow: 'checkout',
    sessionKey: SESSION_KEY,
    customer: {
      id: SESSION_KEY,
      taxId: '123456789',
      firstName: r.name[0] ?? '',
      lastName: r.name[1] ?? '',
      dateOfBirth: r.dateOfBirth,
      address: r.address,
      transaction: {
        id: SESSION_KEY,
        createdAtMillis: NOW.getTime(),
        amount: r.amount,
        itemCategory: 'nft',
        actionType: 'buy',
        currencyCode: 'USD',
        paymentMethod: { type: 'crypto', bank: { ...bank(), routingNumber: r.routing } },
      },
      emailAddress: r.email,
      isEmailVerified: r.isEmailVerified,
      phone: r.phone,
      isPhoneVerified: r.isPhoneVerified,
      createdAtMills: NOW.getTime() - r.createdAgo,
    },
  }));

describe('evaluateRisk properties', () => {
  it('always answers a valid, self-consistent response', () => {
    fc.assert(
      fc.property(requestA, device, (request, dev) => {
        const result = evaluateRisk({ request, device: dev, now: NOW });
        if (!result.ok) throw new Error(result.message);
        const r = result.response;
        expect(riskResponseSchema.safeParse(r).success).toBe(true);
        const modifier = emailModifier(request.customer.emailAddress);
        // Top level: the modifier, else the weighted max of the checkpoints run.
        expect(r.level).toBe(modifier ?? maxLevel(r.customer.level, r.device?.level ?? 'low'));
        expect(r.checkpointData.map((c) => c.name)).toEqual(
          dev ? ['customer', 'device'] : ['customer'],
        );
        // The customer score is the live customer rules' points, inside the level's band.
        expect(levelFromScore(r.customer.score)).toBe(r.customer.level);
        const customerRules = r.rules
          .map((x) => ruleById(x.id)!)
          .filter((x) => x.checkpoint === 'customer');
        if (modifier === undefined) {
          expect(r.customer.score).toBe(
            scoreOf(customerRules.filter((x) => x.isLive).map((x) => x.points)),
          );
        }
        // Rules: sorted, unique, each from the catalogue with the same flags.
        const ids = r.rules.map((x) => x.id);
        expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
        for (const rule of r.rules) {
          const known = ruleById(rule.id);
          expect(rule).toEqual({
            id: known?.id,
            name: known?.name,
            isLive: known?.isLive,
            isAllowlisted: known?.isAllowlisted,
          });
          if (known?.reasonCode) expect(r.customer.reasonCodes).toContain(known.reasonCode);
        }
        // Indemnification follows the decision.
        const decision = r.transaction?.indemnification?.decision;
        expect(decision).toBe(
          { low: 'approve', medium: 'approve', high: 'hold', very_high: 'decline' }[r.level],
        );
        expect(levelRank(r.transaction?.level ?? 'low')).toBeGreaterThanOrEqual(0);
        // Same input, same answer.
        expect(evaluateRisk({ request, device: dev, now: NOW })).toEqual(result);
      }),
      { numRuns: 300 },
    );
  });

  it('buyerRiskLevel agrees with a shape B request for the same person', () => {
    fc.assert(
      fc.property(
        email,
        phone,
        name,
        dateOfBirth,
        addressArb,
        device,
        fc.option(fc.boolean(), { nil: undefined }),
        (e, p, n, dob, addr, dev, isPhoneVerified) => {
          const buyer: Buyer = {
            firstName: n[0] ?? '',
            lastName: n[1] ?? '',
            dateOfBirth: dob,
            emailAddress: e,
            phone: p,
            address: addr,
          };
          const request: RiskRequestB = {
            flow: { name: 'checkout' },
            sessionKey: 's',
            customer: { id: 'u', ...buyer, isPhoneVerified },
          };
          const result = evaluateRisk({ request, device: dev, now: NOW });
          expect(result.ok && result.response.level).toBe(
            buyerRiskLevel(buyer, dev, NOW, { isPhoneVerified }),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
