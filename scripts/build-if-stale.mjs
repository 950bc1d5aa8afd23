// Builds the workspaces whose output is missing or older than their sources, so that
// `npm start` and `npm test` on a fresh clone always run what the sources say.
import {execSync} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const targets = [
  {pkg: '@voltcheck/api', out: 'api/dist', sources: ['api/src', 'api/tsconfig.json', 'api/tsconfig.build.json']},
  // After the API: the tools run against its built modules.
  {
    pkg: '@voltcheck/tools',
    out: 'tools/dist',
    sources: ['tools/src', 'tools/tsconfig.json', 'tools/tsconfig.build.json'],
  },
  {
    pkg: '@voltcheck/portal-ui',
    out: 'portal-ui/dist',
    sources: ['portal-ui/src', 'portal-ui/index.html', 'portal-ui/vite.config.ts', 'ui-shared/src', 'api-client/src'],
  },
  {
    pkg: '@voltcheck/admin-ui',
    out: 'admin-ui/dist',
    sources: ['admin-ui/src', 'admin-ui/index.html', 'admin-ui/vite.config.ts', 'ui-shared/src', 'api-client/src'],
  },
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    // Tests are not part of a build: changing one must not rebuild the app.
    if (entry === '__tests__' || /\.test\.tsx?$/.test(entry)) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

function oldestOutput(path) {
  const marker = join(path, '.built');
  return existsSync(marker) ? statSync(marker).mtimeMs : 0;
}

if (process.env.VOLTCHECK_SKIP_BUILD) process.exit(0);
// Package names given as arguments limit the check to them (npm run codegen needs only the API).
const only = process.argv.slice(2);
const stale = targets.filter(t => {
  if (only.length && !only.includes(t.pkg)) return false;
  const src = Math.max(...t.sources.map(s => newest(join(root, s))));
  return src === 0 ? false : oldestOutput(join(root, t.out)) < src;
});
if (stale.length === 0) process.exit(0);
for (const t of stale) {
  console.log(`[build] ${t.pkg} is out of date: building`);
  // The workspace's postbuild (scripts/mark-built.mjs) stamps ${t.out}/.built.
  execSync(`npx lerna run build --scope ${t.pkg} --loglevel warn`, {cwd: root, stdio: 'inherit'});
}
