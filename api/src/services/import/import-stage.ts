import {once} from 'node:events';
import {PoolClient} from 'pg';
import {from as copyFrom} from 'pg-copy-streams';
import {IMPORT_FIELDS} from './import-fields';

/** The flash-data columns of product_serial the staging table carries (all but serial and model). */
export const FLASH_COLUMNS = IMPORT_FIELDS.filter(f => f.columnType === 'battery' || f.columnType === 'panel');

/** Everything known of one row before SQL classifies it further (repeats, already uploaded). */
export interface StagedRow {
  fileIndex: number;
  sheet: string;
  rowNumber: number;
  serial: string | null;
  serialNorm: string | null;
  model: string | null;
  /** The model's product of the importing brand; null when the row failed. */
  productId: number | null;
  /** product_serial column → value */
  flash: Record<string, string | number | null>;
  reason: string | null;
}

const STAGE_COLUMNS = ['seq', 'file_index', 'sheet', 'row_number', 'serial', 'serial_norm', 'model', ...FLASH_COLUMNS.map(f => f.column), 'reason', 'product_id'];

/**
 * A temporary (unlogged, per-transaction) staging table: every row of the import lands here first
 * through COPY, is classified by SQL, and only then goes to product_serial in one INSERT ... SELECT.
 * A row is saved exactly when its reason stays null.
 */
export async function createStage(db: PoolClient): Promise<void> {
  const flash = FLASH_COLUMNS.map(f => `${f.column} ${f.dataType === 'numeric' ? 'numeric' : 'text'}`).join(', ');
  await db.query(`CREATE TEMP TABLE import_stage (
    seq integer PRIMARY KEY, file_index integer NOT NULL, sheet text NOT NULL, row_number integer NOT NULL,
    serial text, serial_norm text, model text, ${flash}, reason text, product_id integer
  ) ON COMMIT DROP`);
}

const COPY_ESCAPES: Record<string, string> = {'\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r'};

function copyText(value: string | number | null): string {
  if (value === null) return '\\N';
  const text = String(value);
  return /[\\\t\n\r]/.test(text) ? text.replace(/[\\\t\n\r]/g, c => COPY_ESCAPES[c]) : text;
}

/** Streams rows into import_stage with COPY ... FROM STDIN (text format), in chunks of about 256 KB. */
export class StageWriter {
  private stream?: NodeJS.WritableStream & {on: (e: string, l: (...a: unknown[]) => void) => unknown};
  private buffer: string[] = [];
  private bufferSize = 0;
  private error?: Error;
  rows = 0;

  constructor(private readonly db: PoolClient) {}

  private open() {
    const stream = this.db.query(copyFrom(`COPY import_stage (${STAGE_COLUMNS.join(', ')}) FROM STDIN`));
    stream.on('error', (err: unknown) => { this.error = err as Error; });
    this.stream = stream as unknown as StageWriter['stream'];
  }

  async write(row: StagedRow): Promise<void> {
    if (this.error) throw this.error;
    this.rows++;
    const values = [this.rows, row.fileIndex, row.sheet, row.rowNumber, row.serial, row.serialNorm, row.model,
      ...FLASH_COLUMNS.map(f => row.flash[f.column] ?? null), row.reason, row.productId];
    const line = values.map(copyText).join('\t') + '\n';
    this.buffer.push(line);
    this.bufferSize += line.length;
    if (this.bufferSize >= 256 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    if (!this.buffer.length) return;
    if (!this.stream) this.open();
    const chunk = this.buffer.join('');
    this.buffer = [];
    this.bufferSize = 0;
    if (!this.stream!.write(chunk)) await once(this.stream as unknown as NodeJS.EventEmitter, 'drain');
    if (this.error) throw this.error;
  }

  /** Sends what is left and waits for PostgreSQL to accept the COPY. */
  async finish(): Promise<void> {
    await this.flush();
    if (!this.stream) return;
    const done = once(this.stream as unknown as NodeJS.EventEmitter, 'finish');
    this.stream.end();
    await done;
    if (this.error) throw this.error;
  }
}
