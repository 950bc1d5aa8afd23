import {execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

// scripts/build-if-stale.mjs (prestart, pretest) rebuilds a workspace whose dist/.built is missing or older than
// its sources. A plain `npm run build` must stamp it too, or the next `npm start` rebuilds everything again.
const root = join(__dirname, '../../../..');
const built = ['api', 'tools', 'portal-ui', 'admin-ui'];

describe('build marker', () => {
  it.each(built)('%s stamps dist/.built after every build', workspace => {
    const pkg = JSON.parse(readFileSync(join(root, workspace, 'package.json'), 'utf8'));
    expect(pkg.scripts.postbuild).toBe('node ../scripts/mark-built.mjs');
    expect(readFileSync(join(root, 'scripts/build-if-stale.mjs'), 'utf8')).toContain(`out: '${workspace}/dist'`);
  });

  it('mark-built writes the marker into the working directory dist/', () => {
    const scratch = mkdtempSync(join(tmpdir(), 'mark-built-'));
    try {
      mkdirSync(join(scratch, 'dist'));
      execFileSync(process.execPath, [join(root, 'scripts/mark-built.mjs')], {cwd: scratch});
      expect(existsSync(join(scratch, 'dist/.built'))).toBe(true);
      expect(Date.parse(readFileSync(join(scratch, 'dist/.built'), 'utf8'))).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      rmSync(scratch, {recursive: true, force: true});
    }
  });
});
