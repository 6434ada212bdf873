// The tests need what npm cannot install: Chromium and its headless shell (the journeys' browser,
// e2e/support/chromiumExecutable.ts), the PostgreSQL server binaries, poppler's
// pdftotext (the health report's text is read back with it, as a vet's PDF reader would) and
// HAProxy (two API instances are tested behind a real load balancer).
// Install them with apt-get where we can; otherwise stop with a message naming what is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

function hasChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].some(
    (p) => p && existsSync(p),
  );
}

function hasHeadlessShell() {
  return [process.env.CHROMIUM_HEADLESS_SHELL_PATH, '/usr/bin/chromium-headless-shell'].some(
    (p) => p && existsSync(p),
  );
}

function hasPostgres() {
  try {
    const bindir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    if (existsSync(`${bindir}/initdb`)) return true;
  } catch {
    // no pg_config: look in Debian's versioned folders
  }
  if (!existsSync('/usr/lib/postgresql')) return false;
  return readdirSync('/usr/lib/postgresql').some((v) =>
    existsSync(`/usr/lib/postgresql/${v}/bin/initdb`),
  );
}

function hasPdftotext() {
  return spawnSync('sh', ['-c', 'command -v pdftotext']).status === 0;
}

function hasHaproxy() {
  // Debian puts it in /usr/sbin, which is not on every user's PATH.
  return ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy'].some((p) =>
    existsSync(p),
  );
}

export function ensureSystemPackages() {
  const missing = [];
  if (!hasChromium()) missing.push('chromium');
  // A machine that names its own Chromium (CHROMIUM_PATH) runs the journeys in it.
  if (!hasHeadlessShell() && !process.env.CHROMIUM_PATH) missing.push('chromium-headless-shell');
  if (!hasPostgres()) missing.push('postgresql');
  if (!hasPdftotext()) missing.push('poppler-utils');
  if (!hasHaproxy()) missing.push('haproxy');
  if (missing.length === 0) return;

  const isRoot = process.getuid?.() === 0;
  const sudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  if (!hasApt || (!isRoot && !sudo)) {
    console.error(
      `Missing system packages: ${missing.join(', ')}.\n` +
        `Install them (Debian/Ubuntu: sudo apt-get install -y ${missing.join(' ')}) and run npm test again.`,
    );
    process.exit(1);
  }
  const prefix = sudo ? ['sudo', '-n'] : [];
  const apt = (args) => {
    const [cmd, ...rest] = [...prefix, 'apt-get', ...args];
    const r = spawnSync(cmd, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (r.status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed; install ${missing.join(', ')} by hand.`);
      process.exit(1);
    }
  };
  console.log(`Installing ${missing.join(', ')} with apt-get…`);
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing]);
}
