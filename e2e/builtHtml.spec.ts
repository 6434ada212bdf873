// The HTML the site build writes validates (html-validate's standard rules): every kind of page,
// in English and Japanese, as the journeys' build wrote it. Styles are in the head, pictures are
// plain `<picture>` markup, and a page without a runtime keeps Gatsby's scripts in a `<template>`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { BUILT_SITE_DIR, staticTextPages } from './support/builtPages';
import { expect, test } from './support/test';

const publicDir = BUILT_SITE_DIR;

/** The first folder under a built folder (an FAQ answer, a care place), as a page path. */
function firstPageUnder(page: string): string {
  const dir = path.join(publicDir, page);
  const child = readdirSync(dir, { withFileTypes: true }).find(
    (entry) => entry.isDirectory() && entry.name !== 'page',
  );
  expect(child, `a page under ${page}`).toBeTruthy();
  return `${page}${child!.name}/`;
}

const validator = new HtmlValidate(
  new StaticConfigLoader({
    extends: ['html-validate:standard'],
    rules: {
      // spec.md keeps an editor's embedded video with its `frameborder` and `scrolling`
      // attributes (sanitised HTML), which HTML5 calls deprecated.
      'no-deprecated-attr': 'off',
    },
  }),
);

test('every kind of built page is valid HTML', async () => {
  const pages = [
    ...staticTextPages(),
    firstPageUnder('/news/faq/'),
    firstPageUnder('/care/london/'),
    '/vet/',
    '/contact/',
    '/error/404/',
    '/auth/',
    // The prebuilt sign-in screen (src/app/prebuiltAppPages.ts).
    '/auth/login/',
    '/jp/auth/login/',
    '/auth/register/',
  ];
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateFile(path.join(publicDir, page, 'index.html'));
    for (const result of report.results)
      for (const message of result.messages)
        problems.push(
          `${page} ${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
        );
  }
  expect(problems).toEqual([]);
});
