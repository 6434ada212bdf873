// The urgency level as a badge and how each level looks: never colour alone.
import { screen } from '@testing-library/react';
import { TRIAGE_LEVELS } from '@contract/aiAssistant';
import { renderWithProviders } from '../../test/renderWithProviders';
import { LevelBadge } from './LevelBadge';
import { LEVEL_LOOK, mostUrgent } from './triageLevels';

describe('LevelBadge', () => {
  it('says every level in words, in English and Japanese', () => {
    const { unmount } = renderWithProviders(
      <>
        {TRIAGE_LEVELS.map((level) => (
          <LevelBadge key={level} level={level} />
        ))}
      </>,
    );
    expect(
      TRIAGE_LEVELS.map((level) => document.querySelector(`[data-level="${level}"]`)?.textContent),
    ).toEqual([
      'Emergency — go to a vet now',
      'See a vet within 24 hours',
      'See a vet within 2–3 days',
      'Monitor at home',
      'No action needed',
    ]);
    unmount();
    renderWithProviders(<LevelBadge level="no_action" />, { locale: 'jp' });
    expect(screen.getByText('特に対応は不要')).toHaveAttribute('data-level', 'no_action');
  });

  it('gives every level its own colour family and its own icon', () => {
    const looks = TRIAGE_LEVELS.map((level) => LEVEL_LOOK[level]);
    expect(new Set(looks.map((look) => look.fg.split('.')[0])).size).toBe(TRIAGE_LEVELS.length);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(TRIAGE_LEVELS.length);
  });
});

describe('mostUrgent', () => {
  it('keeps the more urgent of two levels, either way round', () => {
    expect(mostUrgent('monitor', 'emergency')).toBe('emergency');
    expect(mostUrgent('within_24h', 'within_2_3_days')).toBe('within_24h');
    expect(mostUrgent('no_action', 'no_action')).toBe('no_action');
  });

  it('treats null as nothing decided yet', () => {
    expect(mostUrgent(null, 'monitor')).toBe('monitor');
    expect(mostUrgent('within_24h', null)).toBe('within_24h');
    expect(mostUrgent(null, null)).toBeNull();
  });
});
