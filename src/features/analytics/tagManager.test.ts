import { resolveGtmConfig } from './gtmConfig';
import { pageViewEvent } from './pageView';
import { TagManager } from './tagManager';

type TestWindow = Window & { dataLayer?: unknown[] };

function manager(env: Record<string, string>) {
  const win = window as TestWindow;
  delete win.dataLayer;
  document.head.innerHTML = '';
  document.title = 'Why daily walks matter | PetCare';
  const log = { warn: jest.fn(), info: jest.fn() };
  return { tags: new TagManager(resolveGtmConfig(env, jest.fn()), win, log), win, log };
}

const enabled = {
  GATSBY_GTM_IDS: '{"en": "GTM-ABC1234", "jp": "GTM-JP12345"}',
  GATSBY_GTM_ENABLED: 'true',
};

describe('pageViewEvent', () => {
  it('names the page by its route, without locale or parameters', () => {
    expect(
      pageViewEvent({
        origin: 'https://petcare.example',
        pathname: '/jp/news/why-walks/',
        search: '?page=2&referrer=%2Fsi%2F',
        title: 'Walks',
        locale: 'jp',
      }),
    ).toEqual({
      event: 'page_view',
      page_name: 'news-slug',
      page_path: '/jp/news/why-walks/?page=2',
      page_location: 'https://petcare.example/jp/news/why-walks/?page=2',
      page_title: 'Walks',
      language: 'jp',
    });
  });

  it("uses the route's own tracking name when it has one", () => {
    const event = pageViewEvent({
      origin: '',
      pathname: '/',
      search: '',
      title: '',
      locale: 'en',
      trackingName: 'home-landing',
    });
    expect(event.page_name).toBe('home-landing');
  });
});

describe('TagManager', () => {
  it('loads nothing and pushes nothing by default', () => {
    const { tags, win } = manager({});
    expect(tags.trackPageView({ pathname: '/news/', search: '' })).toBe(false);
    expect(win.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("loads the locale's container once and pushes a page_view per page", () => {
    const { tags, win } = manager(enabled);
    expect(tags.trackPageView({ pathname: '/news/', search: '' })).toBe(true);
    tags.trackPageView({ pathname: '/news/a/', search: '' });
    const scripts = [...document.querySelectorAll('script')].map((s) => s.src);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234']);
    const events = win.dataLayer as Record<string, unknown>[];
    expect(events.map((e) => e.event)).toEqual(['gtm.js', 'page_view', 'page_view']);
    expect(events[1]).toMatchObject({
      page_name: 'news',
      page_path: '/news/',
      page_title: 'Why daily walks matter | PetCare',
      language: 'en',
    });
    expect(events[2]).toMatchObject({ page_name: 'news-slug' });
  });

  it('counts one view of a page once, though two scripts report it (a prebuilt app screen)', () => {
    // The island script reports the page, the app reports it again once loaded; then the visitor
    // moves on and comes back: each view counts.
    const { tags, win } = manager(enabled);
    tags.trackPageView({ pathname: '/auth/login/', search: '?redirect=%2Fsi%2F' }, 'auth-login');
    tags.trackPageView({ pathname: '/auth/login/', search: '?redirect=%2Fsi%2F' }, 'auth-login');
    tags.trackPageView({ pathname: '/auth/register/', search: '' }, 'auth-register');
    tags.trackPageView({ pathname: '/auth/login/', search: '?redirect=%2Fsi%2F' }, 'auth-login');
    const views = (win.dataLayer as Record<string, unknown>[]).filter(
      (e) => e.event === 'page_view',
    );
    expect(views.map((e) => e.page_name)).toEqual(['auth-login', 'auth-register', 'auth-login']);
  });

  it('switches container with the locale', () => {
    const { tags } = manager(enabled);
    tags.trackPageView({ pathname: '/news/', search: '' });
    tags.trackPageView({ pathname: '/jp/news/', search: '' });
    expect([...document.querySelectorAll('script')].map((s) => s.dataset.gtmContainer)).toEqual([
      'GTM-ABC1234',
      'GTM-JP12345',
    ]);
  });

  it('warns once and tracks nothing for a locale without an id', () => {
    const { tags, log, win } = manager({ ...enabled, GATSBY_GTM_IDS: '{"en": "GTM-ABC1234"}' });
    expect(tags.trackPageView({ pathname: '/fr/news/', search: '' })).toBe(false);
    expect(tags.trackPageView({ pathname: '/fr/news/x/', search: '' })).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(win.dataLayer).toBeUndefined();
  });

  it('logs every event in debug mode', () => {
    const { tags, log } = manager({ ...enabled, GATSBY_GTM_DEBUG: 'true' });
    tags.trackPageView({ pathname: '/', search: '' });
    expect(log.info).toHaveBeenCalledWith(
      '[tag manager]',
      expect.objectContaining({ event: 'page_view', page_name: 'index' }),
    );
  });
});
