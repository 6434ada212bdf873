// Build updates in the browser (spec.md section 4, "Builds"): the app polls builds/latest.json
// with a timestamp query and compares build ids; when a newer build exists, a chunk-load error
// (the old build's JavaScript files are gone) reloads the page at the path the visitor was going
// to, at most once per path every 10 seconds. See README.md beside this file.

export const BUILD_INFO_PATH = '/builds/latest.json';
export const POLL_INTERVAL_MS = 60_000;
/** spec.md: "Reload guard 10 s". */
export const RELOAD_GUARD_MS = 10_000;
export const RELOAD_GUARD_KEY = 'petcare:build-reload';

export type ChunkErrorOutcome = 'reloading' | 'guarded' | 'no-new-build';

type Fetch = (url: string, init?: RequestInit) => Promise<Response>;

interface GuardStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export interface BuildWatcherOptions {
  fetch: Fetch;
  /** sessionStorage in the browser: the guard must survive the reload it guards. */
  storage: GuardStorage | null;
  /** Full page load at a site path. */
  reload: (path: string) => void;
  now?: () => number;
  pollIntervalMs?: number;
  log?: Pick<Console, 'warn' | 'error'>;
}

interface ReloadRecord {
  path: string;
  expires: number;
}

function readRecord(storage: GuardStorage | null): ReloadRecord | null {
  try {
    const raw = storage?.getItem(RELOAD_GUARD_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'path' in parsed && 'expires' in parsed) {
      const { path, expires } = parsed as Record<string, unknown>;
      if (typeof path === 'string' && typeof expires === 'number') return { path, expires };
    }
  } catch {
    // Storage blocked or a foreign value: no guard record.
  }
  return null;
}

export class BuildWatcher {
  private baseline: Promise<string | null> | null = null;
  private latest: string | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  /** Set once a reload has been asked for: the page is going away, nothing else to do. */
  private reloading = false;
  private readonly now: () => number;
  private readonly log: Pick<Console, 'warn' | 'error'>;

  constructor(private readonly options: BuildWatcherOptions) {
    this.now = options.now ?? Date.now;
    this.log = options.log ?? console;
  }

  /** The build id of the loaded app (the first answer), or null while unknown. */
  async currentBuildId(): Promise<string | null> {
    this.baseline ??= this.fetchBuildId();
    return this.baseline;
  }

  /** Starts polling: a first check now (the baseline), then every interval. */
  start(): void {
    void this.currentBuildId();
    if (this.timer) return;
    this.timer = setInterval(
      () => void this.check(),
      this.options.pollIntervalMs ?? POLL_INTERVAL_MS,
    );
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Asks the server now; true when its build differs from the loaded one. */
  async check(): Promise<boolean> {
    const current = await this.currentBuildId();
    const latest = await this.fetchBuildId();
    if (latest !== null) this.latest = latest;
    return this.hasNewBuild(current);
  }

  private hasNewBuild(current: string | null): boolean {
    return current !== null && this.latest !== null && this.latest !== current;
  }

  /**
   * A script chunk failed to load while going to `targetPath` (path, query and hash). Reloads
   * there when a newer build exists, unless that path was reloaded less than 10 s ago.
   */
  async handleChunkLoadError(targetPath: string): Promise<ChunkErrorOutcome> {
    if (this.reloading) return 'reloading';
    const current = await this.currentBuildId();
    if (!this.hasNewBuild(current) && !(await this.check())) return 'no-new-build';
    if (this.reloading) return 'reloading';
    const record = readRecord(this.options.storage);
    const now = this.now();
    if (record && record.path === targetPath && record.expires > now) {
      this.log.error(`A new version of the site could not be loaded at ${targetPath}.`);
      return 'guarded';
    }
    try {
      this.options.storage?.setItem(
        RELOAD_GUARD_KEY,
        JSON.stringify({ path: targetPath, expires: now + RELOAD_GUARD_MS }),
      );
    } catch {
      // Without storage there is no guard record, but one reload is still right.
    }
    this.reloading = true;
    this.options.reload(targetPath);
    return 'reloading';
  }

  private async fetchBuildId(): Promise<string | null> {
    try {
      const response = await this.options.fetch(`${BUILD_INFO_PATH}?t=${this.now()}`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
      });
      // No build information published here (a static host without it): stop asking.
      if (response.status === 404) this.stop();
      if (!response.ok) return null;
      const body = (await response.json()) as { build_id?: unknown };
      return typeof body.build_id === 'string' && body.build_id !== '' ? body.build_id : null;
    } catch {
      return null;
    }
  }
}

/** webpack's and browsers' messages for a script chunk that could not be fetched. */
export function isChunkLoadError(reason: unknown): boolean {
  if (reason === null || reason === undefined) return false;
  const name = typeof reason === 'object' && 'name' in reason ? String(reason.name) : '';
  const message =
    typeof reason === 'object' && 'message' in reason ? String(reason.message) : String(reason);
  return (
    name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(message) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(
      message,
    )
  );
}
