import { RISK_LEVELS, type RiskLevel } from '../../api/customers.js';

/**
 * Scores run from 0 to 1000. Each level owns a band; a rule's points say how much it moves the
 * score, so one strong signal or a few weak ones reach the same level.
 */
export const SCORE_MAX = 1000;

/** Lowest score of each level's band. */
export const SCORE_BANDS: Readonly<Record<RiskLevel, number>> = {
  low: 0,
  medium: 250,
  high: 500,
  very_high: 750,
};

export function levelRank(level: RiskLevel): number {
  return RISK_LEVELS.indexOf(level);
}

export function maxLevel(...levels: RiskLevel[]): RiskLevel {
  let best: RiskLevel = 'low';
  for (const level of levels) if (levelRank(level) > levelRank(best)) best = level;
  return best;
}

/** Sum of points, capped at SCORE_MAX; negative points are not a thing, so the floor is 0. */
export function scoreOf(points: readonly number[]): number {
  const sum = points.reduce((total, p) => total + Math.max(0, p), 0);
  return Math.min(SCORE_MAX, sum);
}

export function levelFromScore(score: number): RiskLevel {
  if (score >= SCORE_BANDS.very_high) return 'very_high';
  if (score >= SCORE_BANDS.high) return 'high';
  if (score >= SCORE_BANDS.medium) return 'medium';
  return 'low';
}

/** Moves a score into a level's band: used when a sandbox modifier fixes the level. */
export function clampToBand(score: number, level: RiskLevel): number {
  const rank = levelRank(level);
  const next = RISK_LEVELS[rank + 1];
  const floor = SCORE_BANDS[level];
  const ceiling = next === undefined ? SCORE_MAX : SCORE_BANDS[next] - 1;
  return Math.min(ceiling, Math.max(floor, score));
}
