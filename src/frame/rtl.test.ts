import { describe, expect, it } from 'vitest';
import { CARD_FRAME_CSS } from './styles.js';

describe('right to left', () => {
  it("the frames' styles name no left or right: inline sides are logical, so RTL mirrors", () => {
    expect(CARD_FRAME_CSS.match(/[^{};]*\b(?:left|right)\b[^;}]*/g) ?? []).toEqual([]);
  });
});
