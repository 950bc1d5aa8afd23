import {createReadStream} from 'node:fs';
import {FileHandle, open} from 'node:fs/promises';
import {Readable, Transform} from 'node:stream';
import {createInflateRaw} from 'node:zlib';

interface ZipEntry {
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

/**
 * What a zip may unpack to, judged from its directory before anything is inflated (an archive bomb is
 * refused at once): no entry of more than `ratioFloorBytes` unpacks to more than `maxRatio` times its
 * packed size, and all entries together to no more than `maxUnpackedBytes`. While reading, an entry
 * that inflates past the size its directory states is cut off, so the directory cannot lie.
 */
export interface ZipBounds {
  maxRatio: number;
  ratioFloorBytes: number;
  maxUnpackedBytes: number;
}

/** A zip refused by its bounds. */
export class ZipBombError extends Error {}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX = 0xffffffff;

/**
 * The entries of a zip file (an .xlsx is one), read from its central directory, each opened as a
 * stream of its uncompressed bytes on demand: any entry in any order, nothing held in memory but
 * the directory. Stored and deflated entries, zip64 sizes and offsets; no encryption. Names are
 * matched in any case, as the parts of an Office file are.
 */
export class ZipEntries {
  private constructor(
    private readonly path: string,
    private readonly handle: FileHandle,
    private readonly entries: Map<string, ZipEntry>,
  ) {}

  static async open(path: string, bounds?: ZipBounds): Promise<ZipEntries> {
    const handle = await open(path, 'r');
    try {
      const entries = await readDirectory(handle);
      if (bounds) checkBounds(entries, bounds);
      return new ZipEntries(path, handle, entries);
    } catch (err) {
      await handle.close();
      throw err;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name.toLowerCase());
  }

  /** The entry's uncompressed bytes as a stream (chunks of 64 KB). */
  async stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) throw new Error(`the zip has no entry ${name}`);
    const local = Buffer.alloc(30);
    await this.handle.read(local, 0, 30, entry.localHeaderOffset);
    if (local.readUInt32LE(0) !== LOCAL) throw new Error(`the zip entry ${name} has no local header`);
    const start = entry.localHeaderOffset + 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    if (entry.compressedSize === 0) return Readable.from([]);
    const raw = createReadStream(this.path, {start, end: start + entry.compressedSize - 1, highWaterMark: 64 * 1024});
    if (entry.method === 0) return raw;
    if (entry.method !== 8) throw new Error(`the zip entry ${name} uses compression method ${entry.method}`);
    const inflate = createInflateRaw({chunkSize: 64 * 1024});
    raw.on('error', err => inflate.destroy(err));
    return raw.pipe(inflate).pipe(capped(name, entry.uncompressedSize));
  }

  /** The whole entry as text (for the small parts of a workbook), failing past `maxBytes`. */
  async text(name: string, maxBytes = 16 * 2 ** 20): Promise<string> {
    const chunks: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of await this.stream(name)) {
      bytes += (chunk as Buffer).length;
      if (bytes > maxBytes) throw new Error(`the zip entry ${name} unpacks to more than ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  async close(): Promise<void> {
    await this.handle.close();
  }
}

async function readDirectory(handle: FileHandle): Promise<Map<string, ZipEntry>> {
  const {size} = await handle.stat();
  const tailLength = Math.min(size, 22 + 0xffff);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  let eocd = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file (no end of central directory)');
  let count = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset === MAX || directorySize === MAX || count === 0xffff) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR)
      throw new Error('a zip64 file without its locator');
    const record = Buffer.alloc(56);
    await handle.read(record, 0, 56, Number(tail.readBigUInt64LE(locator + 8)));
    if (record.readUInt32LE(0) !== ZIP64_EOCD) throw new Error('a zip64 file without its end record');
    count = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }
  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, directoryOffset);
  const entries = new Map<string, ZipEntry>();
  let at = 0;
  for (let n = 0; n < count; n++) {
    if (directory.readUInt32LE(at) !== CENTRAL) throw new Error('a damaged central directory');
    if (directory.readUInt16LE(at + 8) & 1) throw new Error('an encrypted zip');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
    const entry = {
      method: directory.readUInt16LE(at + 10),
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      localHeaderOffset: directory.readUInt32LE(at + 42),
    };
    applyZip64(entry, directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength));
    entries.set(name.toLowerCase(), entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The zip64 extra field holds, in this order, only the values whose 32-bit fields read 0xFFFFFFFF. */
function applyZip64(entry: ZipEntry, extra: Buffer): void {
  if (entry.uncompressedSize !== MAX && entry.compressedSize !== MAX && entry.localHeaderOffset !== MAX) return;
  for (let at = 0; at + 4 <= extra.length;) {
    const id = extra.readUInt16LE(at);
    const length = extra.readUInt16LE(at + 2);
    if (id === 0x0001) {
      let field = at + 4;
      if (entry.uncompressedSize === MAX) {
        entry.uncompressedSize = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
      if (entry.compressedSize === MAX) {
        entry.compressedSize = Number(extra.readBigUInt64LE(field));
        field += 8;
      }
      if (entry.localHeaderOffset === MAX) entry.localHeaderOffset = Number(extra.readBigUInt64LE(field));
      return;
    }
    at += 4 + length;
  }
  throw new Error('a zip64 entry without its sizes');
}

function checkBounds(entries: Map<string, ZipEntry>, bounds: ZipBounds): void {
  let total = 0;
  for (const [name, entry] of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
    if (entry.uncompressedSize > bounds.ratioFloorBytes && ratio > bounds.maxRatio)
      throw new ZipBombError(
        `its part ${name} unpacks to ${Math.round(ratio)} times its packed size (at most ${bounds.maxRatio} is accepted)`,
      );
  }
  if (total > bounds.maxUnpackedBytes)
    throw new ZipBombError(
      `it unpacks to ${mb(total)}, more than the ${mb(bounds.maxUnpackedBytes)} a file within the row limit needs`,
    );
}

const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-AU')} MB`;

/** Passes an entry's bytes on, failing once they exceed the size the directory states. */
function capped(name: string, stated: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      if (bytes > stated)
        return callback(new ZipBombError(`its part ${name} unpacks to more than its directory states`));
      callback(null, chunk);
    },
  });
}
