import path from 'node:path';
import type { GatsbyConfig } from 'gatsby';
import { DEFAULT_LOCALE, LOCALE_CODES } from '@contract/locales';
import { localeSitemapPlugins } from './src/features/seo/sitemapPlugins';
import { I18NEXT_OPTIONS } from './src/i18n/i18nextOptions';

const siteUrl = (process.env.PUBLIC_URL || 'http://localhost:8000').replace(/\/+$/, '');

// The 404 page comes from src/pages; these options stop the i18n plugin from copying it per
// locale (the unmatched-path page redirects to /error/404/ or /jp/error/404/ on its own).
const englishOnlyPages = ['/404', '/404.html', '/dev-404-page'].map((matchPath) => ({
  matchPath,
  languages: [DEFAULT_LOCALE],
}));

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'PetCare',
    siteUrl,
  },
  trailingSlash: 'always',
  // Components use the automatic JSX runtime (no React import), like tsconfig's react-jsx.
  jsxRuntime: 'automatic',
  plugins: [
    // Preact (through preact/compat) replaces react-dom in the browser bundle: about 35 kB gzip
    // less JavaScript on every page. Tests and types keep using React.
    'gatsby-plugin-preact',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'src/i18n/locales') },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...LOCALE_CODES],
        defaultLanguage: DEFAULT_LOCALE,
        // English is unprefixed: never redirect by browser language.
        redirect: false,
        generateDefaultLanguagePage: false,
        siteUrl,
        trailingSlash: 'always',
        pages: englishOnlyPages,
        // Plural rules and Intl formats get `ja` for `jp` in gatsby-browser/-ssr (intlLocale.ts).
        i18nextOptions: I18NEXT_OPTIONS,
      },
    },
    // Content photos become responsive AVIF/WebP images with a blurred placeholder at build time
    // (src/features/images/README.md).
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-plugin-sharp',
      options: {
        defaults: { formats: ['auto', 'webp', 'avif'], placeholder: 'blurred', quality: 72 },
      },
    },
    'gatsby-transformer-sharp',
    // One sitemap per locale (src/features/seo/README.md).
    ...localeSitemapPlugins(),
  ],
};

export default config;
