import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SitePaths } from './siteFiles';

export interface BuildInfo {
  build_id: string;
  fingerprint: string;
  built_at: string;
}

export type BuildOutcome = 'fresh' | 'built' | 'failed';

/** `starting` until the first check ran; `ready` or `failed` after the latest build (or check). */
export type BuildState = 'starting' | 'building' | 'ready' | 'failed';

interface SiteBuilderOptions {
  paths: SitePaths;
  /** Where the build reads content from: this process's own API. */
  contentApiUrl: string;
  /** Current fingerprint of content + sources; a build is needed when it differs. */
  fingerprint: () => Promise<string>;
  log: FastifyBaseLogger;
  /** Echo Gatsby's output (on for `npm start`, off under tests). */
  echoOutput: boolean;
  /** Build variables derived from the config (realtime client); the environment's own win. */
  buildEnv?: Record<string, string>;
  /**
   * Runs after each successful build, before the build is announced in builds/latest.json
   * (precompression of the output); a failure is logged and the build still counts.
   */
  afterBuild?: () => Promise<void>;
}

/**
 * Runs `gatsby build` when the site is missing or stale, one build at a time. A request made
 * while a build runs is coalesced into one follow-up build, so bursts of changes cost two builds.
 */
export class SiteBuilder {
  private running: Promise<BuildOutcome> | null = null;
  private again = false;
  private child: ChildProcess | null = null;
  private latest: BuildState = 'starting';
  /** Why the latest build failed, in a few lines (null after a success). */
  lastError: string | null = null;

  constructor(private readonly options: SiteBuilderOptions) {}

  get buildInfoFile(): string {
    return path.join(this.options.paths.publicDir, 'builds', 'latest.json');
  }

  hasSite(): boolean {
    return existsSync(path.join(this.options.paths.publicDir, 'index.html'));
  }

  /**
   * A whole build is on disk: it was announced in builds/latest.json, which a build writes last.
   * During the very first build index.html appears long before the other pages.
   */
  hasAnnouncedSite(): boolean {
    return this.hasSite() && existsSync(this.buildInfoFile);
  }

  get state(): BuildState {
    return this.running ? 'building' : this.latest;
  }

  readBuildInfo(): BuildInfo | null {
    try {
      return JSON.parse(readFileSync(this.buildInfoFile, 'utf8')) as BuildInfo;
    } catch {
      return null;
    }
  }

  /** Builds if needed; resolves when the site on disk matches the current fingerprint. */
  ensureBuilt(): Promise<BuildOutcome> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop()
      .then((outcome) => {
        this.latest = outcome === 'failed' ? 'failed' : 'ready';
        return outcome;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  stop(): void {
    this.child?.kill('SIGTERM');
  }

  private async loop(): Promise<BuildOutcome> {
    let outcome: BuildOutcome = 'fresh';
    do {
      this.again = false;
      outcome = await this.buildIfStale();
    } while (this.again);
    return outcome;
  }

  /**
   * True when the site on disk is missing or was built from other content or sources. A check
   * that finds it current is what makes the state `ready` when no build was needed (a process
   * starting on a built site): the rebuild scheduler checks before it builds.
   */
  async isStale(): Promise<boolean> {
    const stale = (await this.staleFingerprint()) !== null;
    if (!stale && !this.running) this.latest = 'ready';
    return stale;
  }

  /** The current fingerprint when the site on disk does not match it, else null. */
  private async staleFingerprint(): Promise<string | null> {
    const fingerprint = await this.options.fingerprint();
    const fresh = this.hasSite() && this.readBuildInfo()?.fingerprint === fingerprint;
    return fresh ? null : fingerprint;
  }

  private async buildIfStale(): Promise<BuildOutcome> {
    const fingerprint = await this.staleFingerprint();
    if (fingerprint === null) return 'fresh';
    const started = Date.now();
    this.options.log.info('site: building with gatsby (content or sources changed)');
    const ok = await this.runGatsbyBuild();
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    if (!ok) {
      this.options.log.error({ seconds }, 'site: gatsby build failed; serving the previous site');
      return 'failed';
    }
    if (this.options.afterBuild) {
      await this.options.afterBuild().catch((error: unknown) => {
        this.options.log.error({ err: error }, 'site: post-build step failed');
      });
    }
    this.lastError = null;
    const info: BuildInfo = {
      build_id: randomUUID(),
      fingerprint,
      built_at: new Date().toISOString(),
    };
    mkdirSync(path.dirname(this.buildInfoFile), { recursive: true });
    writeFileSync(this.buildInfoFile, JSON.stringify(info));
    this.options.log.info({ seconds, build_id: info.build_id }, 'site: build finished');
    return 'built';
  }

  /**
   * Incremental by default: Gatsby 5 keeps .cache/ and public/ and re-renders only the pages whose
   * context, query results or bundle changed (the old GATSBY_EXPERIMENTAL_PAGE_BUILD_ON_DATA_CHANGES
   * opt-in no longer exists). What keeps a rebuild after one publish small is therefore: the same
   * environment on every build (a changed GATSBY_* or PUBLIC_URL changes the bundle and re-renders
   * every page), never cleaning .cache/, and gatsby-node's own caches there (sanitised HTML,
   * content API answers; src/features/content/README.md).
   */
  private runGatsbyBuild(): Promise<boolean> {
    const { rootDir } = this.options.paths;
    const gatsbyCli = path.join(rootDir, 'node_modules', 'gatsby', 'cli.js');
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [gatsbyCli, 'build'], {
        cwd: rootDir,
        env: {
          ...this.options.buildEnv,
          ...process.env,
          CONTENT_API_URL: this.options.contentApiUrl,
          GATSBY_TELEMETRY_DISABLED: '1',
          GATSBY_CPU_COUNT: process.env.GATSBY_CPU_COUNT ?? gatsbyCpuCount(),
          CI: process.env.CI ?? 'true',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      this.child = child;
      const tail: string[] = [];
      const onData = (chunk: Buffer) => {
        const text = chunk.toString();
        if (this.options.echoOutput) process.stdout.write(text);
        tail.push(text);
        if (tail.length > 60) tail.shift();
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.on('close', (code) => {
        this.child = null;
        if (code !== 0) {
          this.lastError = summariseBuildOutput(tail.join(''), code);
          if (!this.options.echoOutput) {
            this.options.log.error({ output: tail.join('').slice(-4000) }, 'site: gatsby output');
          }
        }
        resolve(code === 0);
      });
      child.on('error', (error) => {
        this.lastError = `gatsby could not be started: ${error.message}`;
        this.options.log.error({ err: error }, 'site: could not start gatsby');
        resolve(false);
      });
    });
  }
}

/**
 * What Gatsby is told the core count is: one more than this machine's. Gatsby renders the pages
 * (and runs their queries) in `cores - 1` workers, keeping a core for its main process, which only
 * hands out pages and waits meanwhile: on a 2-core machine that is one worker and a core idle for
 * the longest stage of a large build.
 */
function gatsbyCpuCount(): string {
  return String(availableParallelism() + 1);
}

/**
 * The lines of a failed build's output that say why, for the admin screen: the content error
 * when there is one (gatsby-node's "Could not load content …"), else Gatsby's last ERROR block.
 */
export function summariseBuildOutput(output: string, exitCode: number | null): string {
  // Terminal colours (ESC [ … m) are not text.
  const lines = output
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .map((l) => l.trim());
  const content = lines.find((l) => l.includes('Could not load content'));
  if (content) return content.slice(0, 1000);
  const errorAt = lines.findLastIndex((l) => /\bERROR\b|Error:/.test(l));
  if (errorAt >= 0) {
    return lines
      .slice(errorAt, errorAt + 4)
      .filter(Boolean)
      .join(' ')
      .slice(0, 1000);
  }
  return `gatsby build exited with code ${exitCode ?? 'unknown'}`;
}
