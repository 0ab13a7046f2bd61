import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readErrorBody } from './httpErrors.js';
import { errorBodySchema } from './serviceErrors.js';

/** What the schema accepts of each member on its own (how an error body is read). */
function bySchema(json: unknown) {
  const fields = errorBodySchema.def.shape;
  const member = (key: string) =>
    typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)[key]
      : undefined;
  const code = fields.code.safeParse(member('code'));
  const message = fields.message.safeParse(member('message'));
  const issues = fields.issues.safeParse(member('issues'));
  return {
    code: code.success ? code.data : undefined,
    message: message.success ? message.data : undefined,
    issues: issues.success ? issues.data : undefined,
  };
}

const issue = fc.record(
  { path: fc.oneof(fc.string(), fc.integer()), message: fc.oneof(fc.string(), fc.constant(null)) },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.anything(),
  fc.record(
    {
      code: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
      message: fc.oneof(fc.string(), fc.boolean()),
      issues: fc.oneof(fc.array(issue, { maxLength: 3 }), fc.string(), fc.constant(undefined)),
      extra: fc.anything(),
    },
    { requiredKeys: [] },
  ),
);

describe('readErrorBody', () => {
  it('reads each member of an error body as errorBodySchema does', () => {
    fc.assert(
      fc.property(body, (json) => {
        expect(readErrorBody(json)).toEqual(bySchema(json));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a code without a message, and drops what is not an issue list', () => {
    expect(readErrorBody({ code: 'CONFLICT', issues: [{ path: 'a' }] })).toEqual({
      code: 'CONFLICT',
      message: undefined,
      issues: undefined,
    });
    expect(readErrorBody([{ code: 'X' }])).toEqual({});
  });
});
