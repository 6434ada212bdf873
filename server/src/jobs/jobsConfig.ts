// Settings of the scheduled-job runner (JobRunner.ts). README: settings table.

export interface JobsConfig {
  /** false: this instance runs no scheduled jobs (another instance does). */
  enabled: boolean;
  /** How often each job looks for due work. */
  intervalMs: number;
}

export const DEFAULT_JOBS_INTERVAL_MS = 60_000;
const MIN_INTERVAL_MS = 1_000;
const MAX_INTERVAL_MS = 3_600_000;

export class JobsConfigError extends Error {
  override name = 'JobsConfigError';
}

export function readJobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  const rawEnabled = env.JOBS_ENABLED?.trim().toLowerCase() || 'true';
  if (!['true', 'false', '1', '0'].includes(rawEnabled)) {
    throw new JobsConfigError(`JOBS_ENABLED must be true or false, got "${rawEnabled}".`);
  }
  const rawInterval = env.JOBS_INTERVAL_MS?.trim() || String(DEFAULT_JOBS_INTERVAL_MS);
  const intervalMs = /^\d{1,10}$/.test(rawInterval) ? Number(rawInterval) : NaN;
  if (!(intervalMs >= MIN_INTERVAL_MS && intervalMs <= MAX_INTERVAL_MS)) {
    throw new JobsConfigError(
      `JOBS_INTERVAL_MS must be a whole number from ${MIN_INTERVAL_MS} to ${MAX_INTERVAL_MS}, got "${rawInterval}".`,
    );
  }
  return { enabled: rawEnabled === 'true' || rawEnabled === '1', intervalMs };
}

export const JOBS_CONFIG_VARIABLES = [
  {
    name: 'JOBS_ENABLED',
    default: 'true',
    description:
      'Run the scheduled jobs (reminder notifications, file clean-up) in this instance; safe on ' +
      'every instance at once (each due item is claimed by one).',
  },
  {
    name: 'JOBS_INTERVAL_MS',
    default: String(DEFAULT_JOBS_INTERVAL_MS),
    description: 'How often each scheduled job looks for due work (1000–3600000 ms).',
  },
] as const;
