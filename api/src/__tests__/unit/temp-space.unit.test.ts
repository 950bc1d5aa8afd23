import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {hostname, tmpdir} from 'node:os';
import {join} from 'node:path';
import {TempSpace} from '../../services/kernel/temp-space';

const host = hostname().replace(/[^\w-]/g, '_');

/** What dead processes leave in the data dir's tmp is removed at start; what live ones use is kept. */
describe('TempSpace', () => {
  const dataDirs: string[] = [];
  /** A data dir of its own and its tmp folder, where every process keeps its folder. */
  const givenDataDir = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'voltcheck-temp-space-'));
    dataDirs.push(dataDir);
    mkdirSync(join(dataDir, 'tmp'));
    return {dataDir, root: join(dataDir, 'tmp')};
  };
  afterAll(() => dataDirs.forEach(dir => rmSync(dir, {recursive: true, force: true})));

  it('removes the folders of dead processes of this host and old strays, and keeps the living', async () => {
    const {dataDir, root} = givenDataDir();
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid;
    const folders = {
      dead: `${host}.${deadPid}.0a1b2c3d`,
      reusedPid: `${host}.${process.pid}.deadbeef`,
      living: `${host}.${process.ppid}.01234567`,
      otherHost: `some-other-host.${deadPid}.89abcdef`,
      oldStray: 'c0ffee-upload-part',
      newStray: 'fresh-upload-part',
    };
    for (const name of Object.values(folders)) mkdirSync(join(root, name, 'import-x'), {recursive: true});
    writeFileSync(join(root, folders.dead, 'import-x', 'report.csv'), 'File,Sheet\r\n');
    const twoDaysAgo = (Date.now() - 48 * 3600_000) / 1000;
    utimesSync(join(root, folders.oldStray), twoDaysAgo, twoDaysAgo);

    const space = new TempSpace({dataDir});
    const removed = await space.removeLeftovers();
    expect(removed.sort()).toEqual([folders.dead, folders.oldStray, folders.reusedPid].sort());
    expect(readdirSync(root).sort()).toEqual([folders.living, folders.otherHost, folders.newStray].sort());
  });

  it('gives work a folder inside its own, removed afterwards even when the work fails', async () => {
    const {dataDir} = givenDataDir();
    const space = new TempSpace({dataDir});
    let seen = '';
    await expect(
      space.withDir('import', async dir => {
        seen = dir;
        writeFileSync(join(dir, 'report.csv'), 'x');
        throw new Error('the import failed');
      }),
    ).rejects.toThrow('the import failed');
    expect(seen.startsWith(join(space.dir, 'import-'))).toBe(true);
    expect(existsSync(seen)).toBe(false);
    expect(await space.removeLeftovers()).toEqual([]);
  });
});
