import { LEVELS, type Level } from './types';

/** 4 = emergency … 0 = no_action, so a bigger number is more urgent. */
export function levelRank(level: Level): number {
  return LEVELS.length - 1 - LEVELS.indexOf(level);
}

export function levelFromRank(rank: number): Level {
  const clamped = Math.max(0, Math.min(LEVELS.length - 1, Math.round(rank)));
  return LEVELS[LEVELS.length - 1 - clamped] as Level;
}

export function mostUrgent(...levels: readonly (Level | null | undefined)[]): Level {
  let best: Level = 'no_action';
  for (const level of levels) {
    if (level && levelRank(level) > levelRank(best)) best = level;
  }
  return best;
}

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
