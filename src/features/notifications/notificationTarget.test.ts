import { notificationTarget } from './notificationTarget';

const ORIGIN = 'http://localhost:8000';

describe('notificationTarget', () => {
  it('opens paths in the app, in the current locale unless the path names one', () => {
    expect(notificationTarget('/settings/personal-info/', 'en', ORIGIN)).toEqual({
      kind: 'app',
      to: '/settings/personal-info/',
    });
    expect(notificationTarget('/settings/personal-info/?tab=1#x', 'jp', ORIGIN)).toEqual({
      kind: 'app',
      to: '/jp/settings/personal-info/?tab=1#x',
    });
    expect(notificationTarget('/jp/news/', 'en', ORIGIN)).toEqual({ kind: 'app', to: '/jp/news/' });
    expect(notificationTarget(`${ORIGIN}/settings/`, 'en', ORIGIN)).toEqual({
      kind: 'app',
      to: '/settings/',
    });
  });

  it('keeps other sites as plain links and refuses other schemes', () => {
    expect(notificationTarget('https://example.org/a', 'en', ORIGIN)).toEqual({
      kind: 'external',
      href: 'https://example.org/a',
    });
    expect(notificationTarget('javascript:alert(1)', 'en', ORIGIN)).toBeNull();
    expect(notificationTarget('', 'en', ORIGIN)).toBeNull();
    expect(notificationTarget(null, 'en', ORIGIN)).toBeNull();
  });
});
