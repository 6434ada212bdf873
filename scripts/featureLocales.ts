// `npm run locales`: copies each feature's UI strings (src/features/<name>/locales/<language>.json)
// into the catalogues (src/i18n/locales/<language>/app.json), which the site and the app read.
// A feature's file is the source of its strings. The copy stops, changing nothing, when a
// catalogue holds a string under a feature's keys that the feature's file lacks (added to the
// catalogue by hand, or removed from the file): `-- --adopt` takes those strings into the
// feature's file first, `-- --prune` drops them. `-- --extract <feature> <key>…` moves a catalogue's top-level
// keys into a feature's files (how a feature takes over its strings).
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  adoptStrings,
  type FeatureStrings,
  type Strings,
  withFeatureStrings,
} from '../src/i18n/featureLocales';

const ROOT = path.resolve(__dirname, '..');
const CATALOGUES = path.join(ROOT, 'src/i18n/locales');
const FEATURES = path.join(ROOT, 'src/features');

const readJson = (file: string): Strings => JSON.parse(readFileSync(file, 'utf8')) as Strings;
// The catalogues' own format (two spaces, a final newline), so a copy changes only what changed.
const writeJson = (file: string, data: Strings) =>
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);

const languages = readdirSync(CATALOGUES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureFile = (feature: string, language: string) =>
  path.join(FEATURES, feature, 'locales', `${language}.json`);

function featureStrings(language: string): FeatureStrings[] {
  return readdirSync(FEATURES)
    .filter((feature) => existsSync(featureFile(feature, language)))
    .map((feature) => ({ feature, strings: readJson(featureFile(feature, language)) }));
}

const args = process.argv.slice(2);
if (args[0] === '--extract') {
  const [, feature, ...keys] = args;
  if (!feature || keys.length === 0) throw new Error('--extract <feature> <key>…');
  for (const language of languages) {
    const catalogue = readJson(path.join(CATALOGUES, language, 'app.json'));
    const file = featureFile(feature, language);
    const own = existsSync(file) ? readJson(file) : {};
    for (const key of keys) {
      const value = catalogue[key];
      if (value === undefined) throw new Error(`${language}: no key ${key} in the catalogue`);
      own[key] = value;
    }
    mkdirSync(path.dirname(file), { recursive: true });
    writeJson(file, own);
  }
}

let failed = false;
for (const language of languages) {
  const catalogueFile = path.join(CATALOGUES, language, 'app.json');
  const catalogue = readJson(catalogueFile);
  let features = featureStrings(language);
  let result = withFeatureStrings(catalogue, features);
  if (result.conflicts.length > 0 && args.includes('--adopt')) {
    for (const feature of new Set(result.conflicts.map((c) => c.feature))) {
      const keys = result.conflicts.filter((c) => c.feature === feature).map((c) => c.key);
      const file = featureFile(feature, language);
      writeJson(file, adoptStrings(readJson(file), catalogue, keys));
    }
    features = featureStrings(language);
    result = withFeatureStrings(catalogue, features);
  }
  const blocking = args.includes('--prune') ? [] : result.conflicts;
  if (result.repeated.length > 0 || blocking.length > 0) {
    failed = true;
    for (const line of result.repeated) console.error(`${language}: claimed twice: ${line}`);
    for (const c of blocking) {
      console.error(`${language}: ${c.key} is in the catalogue, not in ${c.feature}'s file`);
    }
    continue;
  }
  writeJson(catalogueFile, result.catalogue);
}
if (failed) {
  console.error(
    'Nothing written for those languages (--adopt keeps those strings, --prune drops them).',
  );
  process.exit(1);
}
