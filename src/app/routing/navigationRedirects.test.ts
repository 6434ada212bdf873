import {
  redirectLoadedPage,
  resolveRedirect,
  wrapNavigate,
  type RedirectDeps,
} from './navigationRedirects';
import type { RouteRedirect } from './routeLookup';

function depsWith(stored: Record<string, RouteRedirect>) {
  const asked: string[] = [];
  const fullLoads: [string, boolean][] = [];
  const preloaded: string[] = [];
  const deps: RedirectDeps = {
    lookup: async (path) => {
      asked.push(path);
      return stored[path.split('?')[0]!] ?? null;
    },
    fullLoad: (url, replace) => fullLoads.push([url, replace]),
    preload: (path) => preloaded.push(path),
  };
  return { deps, asked, fullLoads, preloaded };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('resolveRedirect', () => {
  it('applies the fixed rules without asking the API', async () => {
    const { deps, asked } = depsWith({});
    expect(await resolveRedirect('/ja/news/?a=1#x', deps.lookup)).toEqual({
      kind: 'client',
      to: '/jp/news/?a=1#x',
    });
    expect(asked).toEqual([]);
  });

  it('turns a relative stored redirect into a client redirect, keeping the hash', async () => {
    const { deps, asked } = depsWith({ '/blog/': { to: '/news/', status: 301 } });
    expect(await resolveRedirect('/blog/?page=2#top', deps.lookup)).toEqual({
      kind: 'client',
      to: '/news/#top',
    });
    expect(asked).toEqual(['/blog/?page=2']);
  });

  it('turns an absolute stored redirect into a full page load', async () => {
    const { deps } = depsWith({
      '/jp/blog/': { to: 'https://petcare.example/jp/news/', status: 302 },
    });
    expect(await resolveRedirect('/jp/blog/', deps.lookup)).toEqual({
      kind: 'full',
      to: 'https://petcare.example/jp/news/',
    });
  });

  it('applies the fixed rules to a stored target too', async () => {
    const { deps } = depsWith({
      '/old-ai/': { to: '/ai-assistance/symptom-checker', status: 301 },
    });
    expect(await resolveRedirect('/old-ai/', deps.lookup)).toEqual({ kind: 'client', to: '/si/' });
  });

  it('stays when nothing applies', async () => {
    const { deps } = depsWith({});
    expect(await resolveRedirect('/news/', deps.lookup)).toBeNull();
  });
});

describe('wrapNavigate', () => {
  it('redirects at once under the fixed rules', () => {
    const { deps, asked } = depsWith({});
    const original = jest.fn();
    wrapNavigate(original, deps)('/fr/care/?q=1', { replace: false });
    expect(original).toHaveBeenCalledWith('/care/?q=1', { replace: false });
    expect(asked).toEqual([]);
  });

  it('navigates in the app to a relative stored target, after the lookup', async () => {
    const { deps, preloaded } = depsWith({ '/blog/': { to: '/news/', status: 301 } });
    const original = jest.fn();
    wrapNavigate(original, deps)('/blog/');
    expect(original).not.toHaveBeenCalled();
    expect(preloaded).toEqual(['/blog/']);
    await flush();
    expect(original).toHaveBeenCalledWith('/news/', undefined);
  });

  it('loads an absolute stored target in full', async () => {
    const { deps, fullLoads } = depsWith({
      '/jp/blog/': { to: 'https://petcare.example/jp/news/', status: 302 },
    });
    const original = jest.fn();
    wrapNavigate(original, deps)('/jp/blog/', { replace: true });
    await flush();
    expect(original).not.toHaveBeenCalled();
    expect(fullLoads).toEqual([['https://petcare.example/jp/news/', true]]);
  });

  it('goes on as asked when nothing applies', async () => {
    const { deps } = depsWith({});
    const original = jest.fn();
    wrapNavigate(original, deps)('/news/a/#comments', { replace: false });
    await flush();
    expect(original).toHaveBeenCalledWith('/news/a/#comments', { replace: false });
  });

  it('drops a navigation whose lookup answers after a newer navigation started', async () => {
    const answers: Record<string, (value: RouteRedirect | null) => void> = {};
    const deps: RedirectDeps = {
      lookup: (path) => new Promise((resolve) => (answers[path] = resolve)),
      fullLoad: jest.fn(),
    };
    const original = jest.fn();
    const navigate = wrapNavigate(original, deps);
    navigate('/auth/login/');
    navigate('/auth/recover-password/');
    answers['/auth/recover-password/']!(null);
    await flush();
    expect(original.mock.calls).toEqual([['/auth/recover-password/', undefined]]);
    // The first answer arrives late: the visitor stays where they are.
    answers['/auth/login/']!({ to: '/auth/', status: 301 });
    await flush();
    expect(original.mock.calls).toEqual([['/auth/recover-password/', undefined]]);
    expect(deps.fullLoad).not.toHaveBeenCalled();
  });

  it('drops it too when the newer navigation needs no lookup (history step, fixed rule)', async () => {
    let answer: (value: RouteRedirect | null) => void = () => undefined;
    const deps: RedirectDeps = {
      lookup: () => new Promise((resolve) => (answer = resolve)),
      fullLoad: jest.fn(),
    };
    const original = jest.fn();
    const navigate = wrapNavigate(original, deps);
    navigate('/settings/preferences/');
    navigate(-1);
    answer(null);
    await flush();
    expect(original.mock.calls).toEqual([[-1, undefined]]);
  });

  it('passes history steps and non-site targets straight through', () => {
    const { deps, asked } = depsWith({});
    const original = jest.fn();
    const navigate = wrapNavigate(original, deps);
    navigate(-1);
    navigate('https://example.com/');
    expect(original).toHaveBeenNthCalledWith(1, -1, undefined);
    expect(original).toHaveBeenNthCalledWith(2, 'https://example.com/', undefined);
    expect(asked).toEqual([]);
  });
});

describe('redirectLoadedPage', () => {
  it('replaces the loaded page once, even when asked twice at the same time', async () => {
    const { deps } = depsWith({ '/blog/': { to: '/news/', status: 301 } });
    const navigate = jest.fn();
    const now = () => 1000;
    const [a, b] = await Promise.all([
      redirectLoadedPage('/blog/', deps, navigate, now),
      redirectLoadedPage('/blog/', deps, navigate, now),
    ]);
    expect([a, b]).toEqual([true, true]);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/news/', { replace: true });
  });

  it('reports false when the page stays', async () => {
    const { deps } = depsWith({});
    expect(await redirectLoadedPage('/news/', deps, jest.fn())).toBe(false);
  });
});
