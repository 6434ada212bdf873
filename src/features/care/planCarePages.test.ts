import type { CareItem, CityContent } from '../content';
import { careItemPath, careLandingPath, cityPath } from './carePaths';
import { planCarePages } from './planCarePages';

function item(
  slug: string,
  kind: CareItem['kind'],
  name: string,
  updated = '2026-01-01T00:00:00Z',
  image: string | null = null,
): CareItem {
  return {
    id: slug.length,
    key: `key-${slug}`,
    slug,
    kind,
    name,
    summary: `${name} summary`,
    address: '1 High Street',
    image,
    body_html: `<p>${name}</p><script>x()</script>`,
    phone: '020 7946 0000',
    opening_hours: 'Mon–Fri 9:00–17:00',
    animal_handling_registration: null,
    city: { slug: 'london', name: 'London' },
    updated_at: updated,
  };
}

function city(locale: CityContent['locale'], name: string, items: CareItem[]): CityContent {
  return {
    id: 1,
    key: 'london',
    slug: 'london',
    locale,
    name,
    region: 'Greater London',
    country: 'United Kingdom',
    intro: 'Intro',
    care_items: items,
  };
}

const sanitize = (html: string) => html.replace(/<script>.*<\/script>/, '');

describe('care paths', () => {
  it('prefixes the locale and encodes slugs', () => {
    expect(careLandingPath('en')).toBe('/care/');
    expect(cityPath('jp', 'tokyo')).toBe('/jp/care/tokyo/');
    expect(careItemPath('en', 'london', 'a b')).toBe('/care/london/a%20b/');
  });
});

describe('planCarePages', () => {
  const en = city('en', 'London', [
    item('walkers', 'dog-walking', 'Heath Hounds', '2026-03-01T00:00:00Z'),
    item('night-vets', 'emergency-vet', 'Thames Night Vets'),
    item('paws', 'vet-clinic', 'Primrose Paws'),
    item('bath', 'grooming', 'Bath & Bone'),
  ]);
  const jp = city('jp', 'ロンドン', [item('night-vets', 'emergency-vet', 'テムズ')]);
  const plans = planCarePages({ en: [en], jp: [jp], fr: [] }, sanitize);
  const byPath = (path: string) => plans.find((p) => p.path === path);

  it('builds a landing, a page per city and a page per place in locales with cities', () => {
    expect(plans.map((p) => p.path)).toEqual([
      '/care/',
      '/care/london/',
      '/care/london/night-vets/',
      '/care/london/paws/',
      '/care/london/bath/',
      '/care/london/walkers/',
      '/jp/care/',
      '/jp/care/london/',
      '/jp/care/london/night-vets/',
    ]);
  });

  it('lists cities with their place count and kinds in display order', () => {
    const landing = byPath('/care/');
    if (landing?.template !== 'careLanding') throw new Error('no landing');
    expect(landing.context.cities).toEqual([
      expect.objectContaining({
        slug: 'london',
        name: 'London',
        care_items_count: 4,
        kinds: ['emergency-vet', 'vet-clinic', 'grooming', 'dog-walking'],
      }),
    ]);
    expect(landing.context.alternates).toEqual([
      { locale: 'en', path: '/care/' },
      { locale: 'jp', path: '/jp/care/' },
    ]);
    expect(landing.sitemap).toEqual({ lastmod: '2026-03-01T00:00:00Z' });
  });

  it('gives the city page summaries only, emergency care first', () => {
    const page = byPath('/care/london/');
    if (page?.template !== 'city') throw new Error('no city page');
    expect(page.context.city.care_items.map((i) => i.slug)).toEqual([
      'night-vets',
      'paws',
      'bath',
      'walkers',
    ]);
    expect(page.context.city.care_items[0]).not.toHaveProperty('body_html');
  });

  it('sanitises a place, pairs its translations by key and links onwards', () => {
    const page = byPath('/care/london/night-vets/');
    if (page?.template !== 'careItem') throw new Error('no care item page');
    expect(page.context.item.body_html).toBe('<p>Thames Night Vets</p>');
    expect(page.context.alternates).toEqual([
      { locale: 'en', path: '/care/london/night-vets/' },
      { locale: 'jp', path: '/jp/care/london/night-vets/' },
    ]);
    expect(page.context.nearby.map((i) => i.slug)).toEqual(['paws', 'bath', 'walkers']);
    const last = byPath('/care/london/walkers/');
    expect(last?.template === 'careItem' && last.context.nearby.map((i) => i.slug)).toEqual([
      'night-vets',
      'paws',
      'bath',
    ]);
    // Only in English: no hreflang partner.
    expect(byPath('/care/london/paws/')?.context.alternates).toEqual([
      { locale: 'en', path: '/care/london/paws/' },
    ]);
  });

  it('names the photos each page shows, for its page query', () => {
    const withPhotos = city('en', 'London', [
      item('paws', 'vet-clinic', 'Primrose Paws', undefined, '/images/photos/paws.jpg'),
      item('bath', 'grooming', 'Bath & Bone', undefined, 'https://cdn.example/bath.webp'),
      item('walkers', 'dog-walking', 'Heath Hounds'),
    ]);
    const photoPlans = planCarePages({ en: [withPhotos] }, sanitize);
    const at = (path: string) => photoPlans.find((p) => p.path === path)?.context;
    expect(at('/care/london/')).toMatchObject({
      images: ['/images/photos/paws.jpg', 'https://cdn.example/bath.webp'],
    });
    // Its own photo first, then those of the places it links to.
    expect(at('/care/london/walkers/')).toMatchObject({
      images: ['/images/photos/paws.jpg', 'https://cdn.example/bath.webp'],
    });
    expect(at('/care/london/paws/')).toMatchObject({
      images: ['/images/photos/paws.jpg', 'https://cdn.example/bath.webp'],
    });
    expect(at('/care/')).not.toHaveProperty('images');
  });
});
