import { describe, expect, it } from 'vitest';
import { DOCUMENT_FRAME } from './documentKind.js';

// The document frame's answer, `documentSubmitted`, as its fields reach the widget.
const answer = { type: 'documentSubmitted', requestId: 'r1', verificationId: 'idv_1' };

describe('the document frame kind reads its answer', () => {
  it('takes the capture’s verification id, and nothing else', () => {
    expect(DOCUMENT_FRAME.token({ ...answer, images: ['front'] })).toEqual({
      verificationId: 'idv_1',
    });
  });

  it.each([
    ['no id', { ...answer, verificationId: undefined }],
    ['an empty id', { ...answer, verificationId: '' }],
    ['a numeric id', { ...answer, verificationId: 7 }],
    ['a huge id', { ...answer, verificationId: 'x'.repeat(101) }],
  ])('refuses one with %s', (_, fields) => {
    expect(DOCUMENT_FRAME.token(fields)).toBeUndefined();
  });
});
