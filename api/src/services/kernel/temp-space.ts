import {BindingScope, injectable, inject} from '@loopback/core';
import {randomBytes} from 'node:crypto';
import {mkdirSync} from 'node:fs';
import {mkdtemp, readdir, rm, stat} from 'node:fs/promises';
import {hostname} from 'node:os';
import {join} from 'node:path';
import {AppConfig} from '../../config';
import {ConfigBindings} from '../../config.keys';

/** `<host>.<pid>.<random>`: the folder of one process. */
const OWNED = /^(.+)\.(\d+)\.[0-9a-f]{8}$/;
/** What is not a process's folder (older layouts), or belongs to another host, goes once this old. */
const STRAY_AFTER_MS = 24 * 3600_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * This process's temporary files (uploads being received, imports' reports being written), in a
 * folder of its own under the data dir's tmp, named by host and process. A process killed mid-work
 * (kill -9) leaves its folder behind: the next start removes the folders of processes of this
 * host that are gone, so nothing of a dead import stays on disk.
 */
@injectable({scope: BindingScope.SINGLETON})
export class TempSpace {
  private readonly host = hostname().replace(/[^\w-]/g, '_');
  /** This process's folder (created on first use). */
  readonly dir: string;

  /** Where every process of this data dir keeps its folder. */
  private readonly root: string;

  constructor(@inject(ConfigBindings.CONFIG) config: Pick<AppConfig, 'dataDir'>) {
    this.root = join(config.dataDir, 'tmp');
    this.dir = join(this.root, `${this.host}.${process.pid}.${randomBytes(4).toString('hex')}`);
  }

  /** Runs `work` in a fresh folder inside this process's, removed afterwards whatever happens. */
  async withDir<T>(prefix: string, work: (dir: string) => Promise<T>): Promise<T> {
    mkdirSync(this.dir, {recursive: true});
    const dir = await mkdtemp(join(this.dir, `${prefix}-`));
    try {
      return await work(dir);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  }

  /**
   * Removes what dead processes left: folders of this host whose process is gone (or is this one's pid
   * reused, as in a restarted container), and anything else older than a day. Answers what it removed.
   */
  async removeLeftovers(): Promise<string[]> {
    const entries = await readdir(this.root).catch(() => [] as string[]);
    const removed: string[] = [];
    for (const name of entries) {
      const path = join(this.root, name);
      if (path === this.dir) continue;
      const owner = OWNED.exec(name);
      const mine = owner?.[1] === this.host;
      const age = mine ? 0 : Date.now() - ((await stat(path).catch(() => undefined))?.mtimeMs ?? Date.now());
      const dead = mine ? Number(owner![2]) === process.pid || !alive(Number(owner![2])) : age > STRAY_AFTER_MS;
      if (!dead) continue;
      await rm(path, {recursive: true, force: true});
      removed.push(name);
    }
    return removed;
  }
}
