import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identityTokenRequestSchema } from '../slices/document/api/identity.js';
import { riskRequestBSchema } from './customers.js';
import { riskRequestB } from './testing/fixtures.js';
import { accepts } from './testing/schemaCheck.js';

const within = fc.string({ minLength: 1, maxLength: 100 });
const beyond = fc.string({ minLength: 101, maxLength: 400 });

const FIELDS: Array<
  [string, (v: string) => unknown, typeof riskRequestBSchema | typeof identityTokenRequestSchema]
> = [
  ['identity token sessionKey', (v) => ({ sessionKey: v }), identityTokenRequestSchema],
  ['shape B sessionKey', (v) => ({ ...riskRequestB(), sessionKey: v }), riskRequestBSchema],
  ['shape B partnerId', (v) => ({ ...riskRequestB(), partnerId: v }), riskRequestBSchema],
  ['shape B partnerName', (v) => ({ ...riskRequestB(), partnerName: v }), riskRequestBSchema],
  ['shape B workflowName', (v) => ({ ...riskRequestB(), workflowName: v }), riskRequestBSchema],
];

describe.each(FIELDS)('%s: at most 100 characters', (_name, build, schema) => {
  it('accepts every length from 1 to 100', () => {
    fc.assert(fc.property(within, (v) => void expect(accepts(schema, build(v))).toBe(true)));
  });

  it('refuses every length above 100', () => {
    fc.assert(fc.property(beyond, (v) => void expect(accepts(schema, build(v))).toBe(false)));
  });
});
