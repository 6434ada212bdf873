import type { Config } from '../config';
import type { BuildOutcome } from './siteBuilder';

/** What `npm start` prints once the product is up: where it is and how to sign in. */
export function printBanner(input: {
  config: Config;
  driver: string;
  outcome: BuildOutcome;
}): void {
  const { config, driver, outcome } = input;
  const url = `http://localhost:${config.port}/`;
  const site =
    outcome === 'failed'
      ? 'site build FAILED (see the log above); the API is up'
      : outcome === 'built'
        ? 'site built from the latest content'
        : 'site up to date';
  const lines = [
    '',
    `  PetCare is running at ${url}`,
    `  API:       ${url}api  (OpenAPI document: ${url}api/openapi.json)`,
    `  Database:  ${driver === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Site:      ${site}`,
    `  Demo pet keeper: ${config.demoEmail} / ${config.demoPassword}`,
    '',
  ];
  console.info(lines.join('\n'));
}
