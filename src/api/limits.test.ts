import { describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import {
  identityTokenRequestSchema,
  identityTokenResponseSchema,
} from '../slices/document/api/identity.js';
import { clientTokenRequestSchema, DEFAULT_EXPIRES_IN, MAX_EXPIRES_IN } from './clientTokens.js';
import { riskRequestBSchema, riskRequestSchema } from './customers.js';
import { requestId } from './primitives.js';
import { clientTokenRequest, identityTokenResponse, riskRequestB } from './testing/fixtures.js';
import { failingPaths } from './testing/schemaCheck.js';

type Build = (value: unknown) => unknown;
const nft = clientTokenRequest().nft;

/**
 * Spec section 8, one row per limit: the value at the limit is accepted, the first value past
 * it is refused on exactly that field.
 */
const LIMITS: Array<[string, z.ZodMiniType, Build, unknown, unknown, string]> = [
  [
    'expiresIn at most 3600',
    clientTokenRequestSchema,
    (v) => ({ nft, expiresIn: v }),
    3600,
    3601,
    'expiresIn',
  ],
  [
    'expiresIn at least 1',
    clientTokenRequestSchema,
    (v) => ({ nft, expiresIn: v }),
    1,
    0,
    'expiresIn',
  ],
  [
    'nft.price at least 0',
    clientTokenRequestSchema,
    (v) => ({ nft: { ...nft, price: v } }),
    0,
    -0.01,
    'nft.price',
  ],
  [
    'identity token sessionKey at most 100',
    identityTokenRequestSchema,
    (v) => ({ sessionKey: v }),
    'k'.repeat(100),
    'k'.repeat(101),
    'sessionKey',
  ],
  [
    'customers (shape B) sessionKey at most 100',
    riskRequestBSchema,
    (v) => ({ ...riskRequestB(), sessionKey: v }),
    'k'.repeat(100),
    'k'.repeat(101),
    'sessionKey',
  ],
  [
    'customers sessionKey through the union',
    riskRequestSchema,
    (v) => ({ ...riskRequestB(), sessionKey: v }),
    'k'.repeat(100),
    'k'.repeat(101),
    'sessionKey',
  ],
  [
    'partnerId at most 100',
    riskRequestBSchema,
    (v) => ({ ...riskRequestB(), partnerId: v }),
    'p'.repeat(100),
    'p'.repeat(101),
    'partnerId',
  ],
  [
    'partnerName at most 100',
    riskRequestBSchema,
    (v) => ({ ...riskRequestB(), partnerName: v }),
    'p'.repeat(100),
    'p'.repeat(101),
    'partnerName',
  ],
  [
    'workflowName at most 100',
    riskRequestBSchema,
    (v) => ({ ...riskRequestB(), workflowName: v }),
    'w'.repeat(100),
    'w'.repeat(101),
    'workflowName',
  ],
  ['X-Request-Id at most 72', requestId(), (v) => v, 'r'.repeat(72), 'r'.repeat(73), ''],
  ['X-Request-Id alphanumeric and dash', requestId(), (v) => v, 'aZ09-', 'aZ09_', ''],
  [
    'identity expires_in: 600 accepted, 0 refused',
    identityTokenResponseSchema,
    (v) => ({ ...identityTokenResponse(), expires_in: v }),
    600,
    0,
    'expires_in',
  ],
];

describe('spec section 8: limits', () => {
  it.each(LIMITS)('%s', (_name, schema, build, atLimit, pastLimit, path) => {
    expect(failingPaths(schema, build(atLimit))).toEqual([]);
    expect(failingPaths(schema, build(pastLimit))).toEqual([path]);
  });

  it('the limit constants match the spec', () => {
    expect(MAX_EXPIRES_IN).toBe(3600);
    // "normally about 30 minutes": the default order and token lifetime.
    expect(DEFAULT_EXPIRES_IN).toBe(30 * 60);
  });
});
