import type {ImportStateFieldsFragment, UploadFileMutation} from '@voltcheck/api-client';

/** The Spreadsheet upload result of uploadFile (document 001 section 3), as the server answers it. */
export type UploadedFile = UploadFileMutation['uploadFile'];
export type ImportMapping = UploadedFile['mappings'][number];
type UploadedSheet = UploadedFile['sheets'][number];
export type SheetColumn = UploadedSheet['header']['columns'][number];

/** The Upload sheet of document 001 section 3: the client's working state of one sheet. */
export type WorkSheet = Pick<
  UploadedSheet,
  'index' | 'name' | 'enabled' | 'isEmpty' | 'emptyRowCount' | 'totalRowCount'
> & {
  columns: SheetColumn[];
  /** The preview, padded to PREVIEW_ROWS rows: rowIndex (null for padding) and a value per column. */
  rows: Array<{rowIndex: number | null; values: string[]}>;
};

export type WorkFile = Pick<UploadedFile, 'originalName' | 'systemName' | 'index'> & {sheets: WorkSheet[]};

/** importProduct's answer and upload(batchId): status queued, processing, done or failed. */
export type ImportState = ImportStateFieldsFragment;

/** 1 fresh upload, 2 resolve failed serials (document 001 section 9). */
export type UploadType = 1 | 2;

/** What /uploadreport carries (document 001 section 2). */
export interface UploadReportState {
  fileName: string;
  batchId: string;
  success: number;
  failed: number;
  total: number;
  /** Of the saved rows: battery systems' units (BMUs) and modules. */
  unitCount?: number;
  moduleCount?: number;
  mode: UploadType;
  manufacturerId?: number;
}
