import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

/** Runs `work` with a fresh temporary folder, removed afterwards whatever happens. */
export async function withTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'voltcheck-import-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, {recursive: true, force: true});
  }
}
