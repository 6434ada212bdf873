import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { SiteBuilder, summariseBuildOutput } from './siteBuilder';
import { sitePaths } from './siteFiles';

describe('SiteBuilder', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'petcare-builder-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const builder = (fingerprint: string) =>
    new SiteBuilder({
      paths: sitePaths(root),
      contentApiUrl: 'http://127.0.0.1:1/api',
      fingerprint: async () => fingerprint,
      log: Fastify({ logger: false }).log,
      echoOutput: false,
    });

  function writeSite(fingerprint: string) {
    mkdirSync(path.join(root, 'public', 'builds'), { recursive: true });
    writeFileSync(path.join(root, 'public', 'index.html'), '<html></html>');
    writeFileSync(
      path.join(root, 'public', 'builds', 'latest.json'),
      JSON.stringify({ build_id: 'b1', fingerprint, built_at: '2026-11-01T00:00:00.000Z' }),
    );
  }

  it('does not rebuild when the site matches the fingerprint', async () => {
    writeSite('same');
    const b = builder('same');
    expect(b.state).toBe('starting');
    await expect(b.ensureBuilt()).resolves.toBe('fresh');
    expect(b.state).toBe('ready');
  });

  it('keeps the previous site and its build id when a build fails', async () => {
    // No gatsby in this folder, so the build process fails the way a broken build would.
    writeSite('old');
    const b = builder('new');
    await expect(b.ensureBuilt()).resolves.toBe('failed');
    expect(b.state).toBe('failed');
    expect(b.hasSite()).toBe(true);
    expect(b.readBuildInfo()?.build_id).toBe('b1');
  });

  it('coalesces requests made during a build into the running one', async () => {
    const b = builder('new');
    const first = b.ensureBuilt();
    const second = b.ensureBuilt();
    expect(b.state).toBe('building');
    await expect(Promise.all([first, second])).resolves.toEqual(['failed', 'failed']);
    expect(b.state).toBe('failed');
  });

  describe('after a successful build', () => {
    // A stand-in for Gatsby's command line in this folder: it writes a page and succeeds.
    beforeEach(() => {
      const cli = path.join(root, 'node_modules', 'gatsby', 'cli.js');
      mkdirSync(path.dirname(cli), { recursive: true });
      writeFileSync(
        cli,
        "const fs = require('fs'); fs.mkdirSync('public', { recursive: true }); fs.writeFileSync('public/index.html', '<html>new</html>');",
      );
    });

    const withHook = (afterBuild: () => Promise<void>) =>
      new SiteBuilder({
        paths: sitePaths(root),
        contentApiUrl: 'http://127.0.0.1:1/api',
        fingerprint: async () => 'new',
        log: Fastify({ logger: false }).log,
        echoOutput: false,
        afterBuild,
      });

    it('runs the post-build step on the new files before announcing the build', async () => {
      const seen: { page: string; announced: boolean }[] = [];
      const b = withHook(async () => {
        seen.push({
          page: readFileSync(path.join(root, 'public', 'index.html'), 'utf8'),
          announced: existsSync(path.join(root, 'public', 'builds', 'latest.json')),
        });
      });
      await expect(b.ensureBuilt()).resolves.toBe('built');
      expect(seen).toEqual([{ page: '<html>new</html>', announced: false }]);
      expect(b.readBuildInfo()?.fingerprint).toBe('new');
    });

    it('still counts the build when the post-build step fails', async () => {
      const b = withHook(async () => {
        throw new Error('disk full');
      });
      await expect(b.ensureBuilt()).resolves.toBe('built');
      expect(b.state).toBe('ready');
      expect(b.readBuildInfo()?.fingerprint).toBe('new');
    });
  });
});

describe('summariseBuildOutput', () => {
  const esc = String.fromCharCode(27);
  it('keeps the content error of a failed build, without terminal colours', () => {
    const output = [
      'success compile gatsby files - 1.2s',
      `${esc}[31m ERROR #11321  API.NODE.EXECUTION${esc}[39m`,
      '"gatsby-node.ts" threw an error while running the createPages lifecycle:',
      `Could not load content for the site (CONTENT_API_URL=http://127.0.0.1:8000/api): GET http://127.0.0.1:8000/api/locales answered 503${esc}[0m`,
    ].join('\n');
    expect(summariseBuildOutput(output, 1)).toBe(
      'Could not load content for the site (CONTENT_API_URL=http://127.0.0.1:8000/api): GET http://127.0.0.1:8000/api/locales answered 503',
    );
  });

  it('falls back to the last error block, then to the exit code', () => {
    const output =
      'info x\n ERROR #98123 WEBPACK\nGenerating JavaScript bundles failed\n\nnot here';
    expect(summariseBuildOutput(output, 1)).toBe(
      'ERROR #98123 WEBPACK Generating JavaScript bundles failed not here',
    );
    expect(summariseBuildOutput('killed', null)).toBe('gatsby build exited with code unknown');
  });
});
