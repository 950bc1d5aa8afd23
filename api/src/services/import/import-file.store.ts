import {BindingScope, injectable} from '@loopback/core';
import {SqlRepository} from '../kernel/sql-repository';
import {SpreadsheetType} from '../spreadsheet';

/** An uploaded spreadsheet of an import batch, as stored before the import runs. */
export interface ImportFileRow {
  file_index: number;
  original_name: string;
  system_name: string;
  storage_key: string;
  file_type: SpreadsheetType;
  uploaded_by: number;
  manufacturer_id: number;
}

/** The uploaded spreadsheets of import batches (import_file). */
@injectable({scope: BindingScope.SINGLETON})
export class ImportFileStore extends SqlRepository {
  async insert(f: {
    batchId: string;
    index: number;
    originalName: string;
    systemName: string;
    storageKey: string;
    fileType: SpreadsheetType;
    size: number;
    manufacturerId: number;
    distributorId: number | null;
    uploadedBy: number;
  }): Promise<void> {
    await this.pool.query(
      `INSERT INTO import_file (batch_id, file_index, original_name, system_name, storage_key, file_type, size_bytes, manufacturer_id, distributor_id, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        f.batchId,
        f.index,
        f.originalName,
        f.systemName,
        f.storageKey,
        f.fileType,
        f.size,
        f.manufacturerId,
        f.distributorId,
        f.uploadedBy,
      ],
    );
  }

  /** How many files the batch holds, how many of them are not `userId`'s for `manufacturerId`, and whether its import started. */
  async batchOwnership(
    batchId: string,
    userId: number,
    manufacturerId: number,
  ): Promise<{n: number; others: number; started: boolean}> {
    const {rows} = await this.pool.query<{n: number; others: number; started: boolean}>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE uploaded_by <> $2 OR manufacturer_id <> $3)::int AS others,
              EXISTS (SELECT 1 FROM import_batch WHERE batch_id = $1) AS started
         FROM import_file WHERE batch_id = $1`,
      [batchId, userId, manufacturerId],
    );
    return rows[0];
  }

  async nextIndex(batchId: string): Promise<number> {
    const {rows} = await this.pool.query<{next: number}>(
      'SELECT max(file_index) + 1 AS next FROM import_file WHERE batch_id = $1',
      [batchId],
    );
    return rows[0].next;
  }

  /** The batch's files in order (none for a batchId that is not one). */
  async listByBatch(batchId: string): Promise<ImportFileRow[]> {
    return (
      await this.pool.query<ImportFileRow>('SELECT * FROM import_file WHERE batch_id::text = $1 ORDER BY file_index', [
        batchId,
      ])
    ).rows;
  }

  async find(
    batchId: string,
    index: number,
  ): Promise<Pick<ImportFileRow, 'original_name' | 'storage_key' | 'file_type'> | undefined> {
    const {rows} = await this.pool.query<Pick<ImportFileRow, 'original_name' | 'storage_key' | 'file_type'>>(
      'SELECT original_name, storage_key, file_type FROM import_file WHERE batch_id::text = $1 AND file_index = $2',
      [batchId, index],
    );
    return rows[0];
  }
}
