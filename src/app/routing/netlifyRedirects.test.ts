import { redirectFor } from '@contract/redirectRules';
import { redirectLines, renderRedirectsFile } from './netlifyRedirects';

const clientOnly = [
  { path: '/error/', matchPath: '/error/*' },
  { path: '/jp/error/', matchPath: '/jp/error/*' },
];

describe('the _redirects file', () => {
  const lines = redirectLines(clientOnly);

  it('agrees with redirectFor on every exact redirect line', () => {
    const exact = lines.filter(
      (l) => !l.from.includes('*') && (l.status === 301 || l.status === 302),
    );
    expect(exact.length).toBeGreaterThan(90);
    for (const line of exact) {
      expect({ from: line.from, ...redirectFor({ pathname: line.from }) }).toMatchObject({
        from: line.from,
        to: line.to,
        status: line.status,
      });
    }
  });

  it('moves /ja/* under /jp and other locales to English, keeping news localised', () => {
    expect(lines).toContainEqual({ from: '/ja/*', to: '/jp/:splat', status: 301 });
    const fr = lines.filter((l) => l.from.startsWith('/fr/') || l.from === '/fr');
    const newsAt = fr.findIndex((l) => l.from === '/fr/news/*');
    const catchAllAt = fr.findIndex((l) => l.from === '/fr/*');
    expect(fr[newsAt]).toEqual({ from: '/fr/news/*', to: '/404.html', status: 404 });
    expect(fr[catchAllAt]).toEqual({ from: '/fr/*', to: '/:splat', status: 302 });
    expect(newsAt).toBeLessThan(catchAllAt);
    expect(lines.some((l) => l.from.startsWith('/jp/*'))).toBe(false);
  });

  it('serves client-only pages from their shell and ends with the 404 page', () => {
    expect(lines).toContainEqual({ from: '/error/*', to: '/error/index.html', status: 200 });
    expect(lines).toContainEqual({ from: '/jp/error/*', to: '/jp/error/index.html', status: 200 });
    expect(lines.at(-1)).toEqual({ from: '/*', to: '/404.html', status: 404 });
  });

  it('renders one rule per line in the host format', () => {
    const file = renderRedirectsFile(clientOnly);
    expect(file).toMatch(/^# Generated/);
    expect(file).toContain('\n/ai-assistance/symptom-checker  /si/  301\n');
    expect(file).toContain(
      '\n/jp/ai-assistance/image-analysis/new/  /jp/si/image-analysis/new/  301\n',
    );
    expect(file).toContain('\n/pet-accessories/custom-engraved-pet-products  /  301\n');
    expect(file.endsWith('/*  /404.html  404\n')).toBe(true);
  });
});
