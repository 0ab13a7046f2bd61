import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RISK_LEVELS } from '../../api/customers.js';
import {
  clampToBand,
  levelFromScore,
  levelRank,
  maxLevel,
  SCORE_BANDS,
  SCORE_MAX,
  scoreOf,
} from './levels.js';

const level = fc.constantFrom(...RISK_LEVELS);

describe('levels and scores', () => {
  it('maps each band edge to its level', () => {
    expect(levelFromScore(0)).toBe('low');
    expect(levelFromScore(249)).toBe('low');
    expect(levelFromScore(250)).toBe('medium');
    expect(levelFromScore(499)).toBe('medium');
    expect(levelFromScore(500)).toBe('high');
    expect(levelFromScore(749)).toBe('high');
    expect(levelFromScore(750)).toBe('very_high');
    expect(levelFromScore(SCORE_MAX)).toBe('very_high');
  });

  it('sums points into 0..1000, ignoring negative ones', () => {
    expect(scoreOf([])).toBe(0);
    expect(scoreOf([250, 250])).toBe(500);
    expect(scoreOf([600, 600])).toBe(SCORE_MAX);
    expect(scoreOf([-500, 100])).toBe(100);
  });

  it('score stays in range and never falls when a rule is added', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 })),
        fc.integer({ min: 0, max: 1000 }),
        (points, extra) => {
          const before = scoreOf(points);
          const after = scoreOf([...points, extra]);
          expect(before).toBeGreaterThanOrEqual(0);
          expect(before).toBeLessThanOrEqual(SCORE_MAX);
          expect(after).toBeGreaterThanOrEqual(before);
          expect(levelRank(levelFromScore(after))).toBeGreaterThanOrEqual(
            levelRank(levelFromScore(before)),
          );
        },
      ),
    );
  });

  it('maxLevel is the highest, and low for none', () => {
    expect(maxLevel()).toBe('low');
    fc.assert(
      fc.property(fc.array(level, { minLength: 1 }), (levels) => {
        const max = maxLevel(...levels);
        expect(levels).toContain(max);
        for (const l of levels) expect(levelRank(max)).toBeGreaterThanOrEqual(levelRank(l));
      }),
    );
  });

  it('clampToBand lands inside the level band and keeps scores already there', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: SCORE_MAX }), level, (score, l) => {
        const clamped = clampToBand(score, l);
        expect(levelFromScore(clamped)).toBe(l);
        if (levelFromScore(score) === l) expect(clamped).toBe(score);
      }),
    );
    expect(clampToBand(900, 'low')).toBe(SCORE_BANDS.medium - 1);
    expect(clampToBand(0, 'very_high')).toBe(SCORE_BANDS.very_high);
  });
});
