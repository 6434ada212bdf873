import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the built site lives and how to read what Gatsby wrote about it. */
export interface SitePaths {
  rootDir: string;
  publicDir: string;
  /** Gatsby's list of client-only pages ({ path, matchPath }), written by every build. */
  matchPathsFile: string;
}

export function sitePaths(rootDir: string): SitePaths {
  return {
    rootDir,
    publicDir: path.join(rootDir, 'public'),
    matchPathsFile: path.join(rootDir, '.cache', 'match-paths.json'),
  };
}

export interface MatchPath {
  path: string;
  matchPath: string;
}

export function readMatchPaths(paths: SitePaths): MatchPath[] {
  if (!existsSync(paths.matchPathsFile)) return [];
  try {
    const parsed: unknown = JSON.parse(readFileSync(paths.matchPathsFile, 'utf8'));
    return Array.isArray(parsed) ? (parsed as MatchPath[]) : [];
  } catch {
    return [];
  }
}

/** Turns a Gatsby matchPath (`/error/*`, `/care/:city`) into a RegExp over URL paths. */
export function matchPathToRegExp(matchPath: string): RegExp {
  const escaped = matchPath
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

/** The public/ file for a page path: `/news/` → `news/index.html`. */
export function pageFile(publicDir: string, pagePath: string): string {
  const clean = pagePath.replace(/^\/+|\/+$/g, '');
  return path.join(publicDir, clean, 'index.html');
}
