/** The Spreadsheet upload result of uploadFile (document 001 section 3), as the server answers it. */
export interface ImportMapping {
  index: number;
  fieldName: string;
  knownNames: string[];
  optional: boolean;
  columnType: string;
  dataType: 'string' | 'numeric' | string;
}

export interface SheetColumn {
  columnIndex: number;
  columnName: string;
  rowIndex: number;
  fieldName: string | null;
}

export interface UploadedSheet {
  index: number;
  name: string;
  enabled: boolean;
  isEmpty: boolean;
  valid: boolean;
  emptyRowCount: number;
  totalRowCount: number;
  header: {columns: SheetColumn[]};
  rows: Array<{cells: Array<{index: number; rowIndex: number; value: string}>}>;
}

export interface UploadedFile {
  originalName: string;
  systemName: string;
  index: number;
  batchId: string;
  type: number;
  fileType: string;
  manufacturerId: string;
  mappings: ImportMapping[];
  sheets: UploadedSheet[];
}

/** The Upload sheet of document 001 section 3: the client's working state of one sheet. */
export interface WorkSheet {
  index: number;
  name: string;
  enabled: boolean;
  isEmpty: boolean;
  emptyRowCount: number;
  totalRowCount: number;
  columns: SheetColumn[];
  /** The preview, padded to PREVIEW_ROWS rows: rowIndex (null for padding) and a value per column. */
  rows: Array<{rowIndex: number | null; values: string[]}>;
}

export interface WorkFile {
  originalName: string;
  systemName: string;
  index: number;
  sheets: WorkSheet[];
}

/** importProduct's answer and upload(batchId). */
export interface ImportState {
  batchId: string;
  uploadId: string | null;
  status: 'queued' | 'processing' | 'done' | 'failed';
  error: string | null;
  rowsRead: number;
  totalRecords: number | null;
  success: number | null;
  failed: number | null;
  type: number;
  manufacturerId: string;
}

/** 1 fresh upload, 2 resolve failed serials (document 001 section 9). */
export type UploadType = 1 | 2;

/** What /uploadreport carries (document 001 section 2). */
export interface UploadReportState {
  fileName: string;
  batchId: string;
  success: number;
  failed: number;
  total: number;
  mode: UploadType;
  manufacturerId?: number;
}
