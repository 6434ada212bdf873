import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { adoptStrings, type Strings, withFeatureStrings } from './featureLocales';

const CATALOGUES = path.resolve(__dirname, 'locales');
const FEATURES = path.resolve(__dirname, '..', 'features');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Strings;

const languages = readdirSync(CATALOGUES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const withStrings = readdirSync(FEATURES).filter((feature) =>
  existsSync(path.join(FEATURES, feature, 'locales')),
);

describe("the features' own UI strings", () => {
  it('are found (reminders keeps its strings in its folder)', () => {
    expect(withStrings).toContain('reminders');
  });

  it.each(withStrings)('%s: one file per language of the catalogues, nothing else', (feature) => {
    const files = readdirSync(path.join(FEATURES, feature, 'locales')).sort();
    expect(files).toEqual(languages.map((language) => `${language}.json`));
  });

  // The catalogues are what the site build, the public pages and the typed keys read: a string
  // changed in a feature's file reaches them through `npm run locales`, and one changed in the
  // catalogue only would be lost by it.
  it.each(languages)('are in the %s catalogue as their files say (npm run locales)', (language) => {
    const catalogue = readJson(path.join(CATALOGUES, language, 'app.json'));
    const features = withStrings.map((feature) => ({
      feature,
      strings: readJson(path.join(FEATURES, feature, 'locales', `${language}.json`)),
    }));
    const result = withFeatureStrings(catalogue, features);
    expect(result.repeated).toEqual([]);
    expect(result.conflicts).toEqual([]);
    expect(JSON.stringify(result.catalogue)).toBe(JSON.stringify(catalogue));
  });
});

describe('copying a feature’s strings into a catalogue', () => {
  const catalogue: Strings = {
    common: { save: 'Save' },
    pets: { title: 'Pets', add: 'Add a pet' },
    shell: { menu: 'Menu' },
  };

  it('replaces the feature’s keys in place and appends new ones', () => {
    const result = withFeatureStrings(catalogue, [
      { feature: 'pets', strings: { pets: { title: 'Your pets', add: 'Add a pet' } } },
      { feature: 'stock', strings: { stock: { title: 'Medicines' } } },
    ]);
    expect(result.conflicts).toEqual([]);
    expect(Object.keys(result.catalogue)).toEqual(['common', 'pets', 'shell', 'stock']);
    expect(result.catalogue.pets).toEqual({ title: 'Your pets', add: 'Add a pet' });
  });

  it('reports a string only the catalogue has, and a key two features claim', () => {
    const result = withFeatureStrings(catalogue, [
      { feature: 'pets', strings: { pets: { title: 'Pets' } } },
      { feature: 'other', strings: { pets: { title: 'Pets', add: 'Add' } } },
    ]);
    expect(result.repeated).toEqual(['pets: pets and other']);
    expect(result.conflicts).toEqual([{ feature: 'pets', key: 'pets.add' }]);
  });

  it('takes the catalogue’s strings into a feature’s file on request', () => {
    expect(adoptStrings({ pets: { title: 'Pets' } }, catalogue, ['pets.add'])).toEqual({
      pets: { title: 'Pets', add: 'Add a pet' },
    });
  });
});
