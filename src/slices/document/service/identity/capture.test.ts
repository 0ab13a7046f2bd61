import { describe, expect, it } from 'vitest';
import { buyer } from '../../../../sandbox/testing/fixtures.js';
import { type CapturedImage, captureVerdict, fileNameTrigger, holderOf } from './capture.js';

const image = (trigger?: CapturedImage['trigger']): CapturedImage => ({
  sha256: 'a'.repeat(64),
  type: 'png',
  width: 1200,
  height: 800,
  bytes: 1000,
  ...(trigger ? { trigger } : {}),
});

describe('fileNameTrigger', () => {
  it.each([
    ['front.jpg', undefined],
    [undefined, undefined],
    ['FORGED-front.png', 'document_forged'],
    ['selfie-mismatch.heic', 'face_mismatch'],
    ['licence-Expired.jpg', 'document_expired'],
    ['unreadable.png', 'image_unreadable'],
    ['blurry-back.jpg', 'image_unreadable'],
    ['blurry-forged.jpg', 'document_forged'],
    ['expired-mismatch.jpg', 'face_mismatch'],
  ] as const)('%s → %s', (name, outcome) => {
    expect(fileNameTrigger(name)).toBe(outcome);
  });
});

describe('captureVerdict', () => {
  it('is verified when no image asks for another ending', () => {
    expect(captureVerdict({ front: image(), selfie: image() })).toBe('verified');
    expect(captureVerdict({})).toBe('verified');
  });

  it("takes the first trigger in the table's order, whichever image has it", () => {
    expect(
      captureVerdict({ front: image('image_unreadable'), selfie: image('face_mismatch') }),
    ).toBe('face_mismatch');
    expect(
      captureVerdict({
        front: image('document_expired'),
        back: image('document_forged'),
        selfie: image(),
      }),
    ).toBe('document_forged');
  });
});

describe('holderOf', () => {
  it('names the buyer, with the address on one line', () => {
    const who = buyer({ address: { ...buyer().address, street2: 'Apt 4' } });
    expect(holderOf(who)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      dateOfBirth: '1990-12-10',
      address: '1 Main St Apt 4, San Francisco, CA 94105, US',
    });
  });
});
