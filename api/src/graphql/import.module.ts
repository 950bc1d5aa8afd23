import {Access} from '../auth/access';
import {PERMISSION} from '../services/kernel';
import {GraphQLError} from 'graphql';
import {DELETE_REASONS, UploadBindings, UploadRecord} from '../services/uploads';
import {IMPORT_FIELDS, ImportBindings, ImportInput} from '../services/import';
import {GraphqlContext} from './context';
import {requireCaller} from './guards';
import {isUploadedPart} from './multipart.middleware';
import {GraphqlModule} from './schema';

const id = (value?: string | null) =>
  value === undefined || value === null || value === '' ? undefined : Number(value);
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Flash-data import: uploadFile, importProduct, upload status and upload history. */
export const importModule: GraphqlModule = {
  typeDefs: `
    "A file part of a GraphQL multipart request (operations, map, then the files)."
    scalar Upload

    "A field of the flash data: Serial Number and Model are required, the rest optional. columnType: serial, model, battery, panel or parent (Parent Serial: a module's unit); dataType: string or numeric."
    type ImportMapping { index: Int!, fieldName: String!, knownNames: [String!]!, optional: Boolean!, columnType: String!, dataType: String! }
    "A header column; rowIndex is the 1-based row of the header; fieldName the proposed field (null: none)."
    type SheetColumn { columnIndex: Int!, columnName: String!, rowIndex: Int!, fieldName: String }
    type SheetHeader { columns: [SheetColumn!]! }
    type SheetCell { index: Int!, rowIndex: Int!, value: String! }
    type SheetRow { cells: [SheetCell!]! }
    type SheetFieldMapping { fieldName: String!, columnIndex: Int! }
    "One sheet: totalRowCount data rows after the header, emptyRowCount blank rows among them, rows = the first 15 data rows."
    type UploadSheet {
      index: Int!, name: String!, enabled: Boolean!, isEmpty: Boolean!, valid: Boolean!
      emptyRowCount: Int!, totalRowCount: Int!, header: SheetHeader!, rows: [SheetRow!]!, mappings: [SheetFieldMapping!]!
    }
    "The Spreadsheet upload result of document 001. fileType is judged by content: csv, xlsx or xls."
    type UploadedFile {
      originalName: String!, systemName: String!, index: Int!, batchId: ID!, type: Int!, fileType: String!, manufacturerId: ID!
      mappings: [ImportMapping!]!, sheets: [UploadSheet!]!
    }

    input ImportColumnInput { columnIndex: Int!, columnName: String, rowIndex: Int, fieldName: String }
    input ImportHeaderInput { columns: [ImportColumnInput!]! }
    input ImportSheetInput { name: String!, index: Int!, enabled: Boolean!, header: ImportHeaderInput! }
    input ImportFileInput { originalName: String!, systemName: String!, index: Int!, sheets: [ImportSheetInput!]! }
    "importProduct's product. type: 1 fresh, 2 resolve. files: the further files of the same batch, if any."
    input ImportInput {
      originalName: String!, systemName: String!, index: Int!, batchId: ID!, type: Int!, sheets: [ImportSheetInput!]!
      files: [ImportFileInput!]
    }
    "An import: status queued, processing, done or failed (error says why; nothing was stored). A run that fails for a reason other than the file is retried: meanwhile the status is queued and error holds the last run's error."
    type ImportState {
      batchId: ID!, uploadId: ID, status: String!, error: String, rowsRead: Int!, totalRecords: Int, success: Int, failed: Int
      type: Int!, manufacturerId: ID!, createdOn: String!, finishedOn: String
      "Of the saved rows (once done): serials of a modular product (battery systems' units, BMUs)"
      unitCount: Int
      "Of the saved rows (once done): modules (rows naming their unit in Parent Serial, or serials of a module model)"
      moduleCount: Int
    }

    type UploadUser { firstName: String, lastName: String, email: String }
    "Why the ledger failed serials: one of document 002's errors, with how many of the upload's failed serials it holds"
    type LedgerFailReason { error: String, count: Int! }
    type LedgerHistory {
      ledgerPendingCount: Int!, ledgerPassCount: Int!, ledgerFailCount: Int!, ledgerDeletedCount: Int!, ledgerDate: String
      ledgerFailReasons: [LedgerFailReason!]!
    }
    "An upload of the history. stateLabel: Original, Restored or Deleted. isDeleted is null when active."
    type UploadHistoryItem {
      uploadId: ID!, batchId: ID!, manufacturerId: ID!, distributorId: ID, sourceFileName: String, systemFileName: String
      reportFileName: String, reportSystemFileName: String, totalRecords: Int!, success: Int!, failed: Int!, type: Int!
      uploadedOn: String!, uploadedBy: ID, ipAddress: String, isDeleted: Boolean, deletedOn: String, deletedBy: ID
      deleteReason: String, restoredFrom: ID, restoredTo: ID, deletedCount: Int, undeletedCount: Int, stateLabel: String!
      "Of the saved rows: serials of a modular product (battery systems' units, BMUs)"
      unitCount: Int!
      "Of the saved rows: modules (rows naming their unit in Parent Serial, or serials of a module model)"
      moduleCount: Int!
      "false when every record failed: delete and restore are then unavailable"
      canDeleteOrRestore: Boolean!
      user: UploadUser, ledgerHistory: LedgerHistory!
    }
    type UploadHistoryPage { count: Int!, list: [UploadHistoryItem!]! }

    extend type Query {
      "The fields of the flash data with their known names."
      importFields: [ImportMapping!]!
      "The reasons an administrator may give for deleting an upload (document 001, section 5)."
      uploadDeleteReasons: [String!]!
      "Upload history (newest first, 100 a page). filter: part of the file name, or the batch or upload id."
      uploadHistory(manufacturerId: ID, filter: String, skip: Int, first: Int): UploadHistoryPage!
      "The state of one import, by the batchId of uploadFile / importProduct."
      upload(batchId: ID!, manufacturerId: ID): ImportState!
    }
    extend type Mutation {
      "Stores one spreadsheet (csv, xls, xlsx; 100 MB) and answers its preview. batchId: add the file to that batch of yours."
      uploadFile(file: Upload!, type: Int!, manufacturerId: ID, batchId: ID): UploadedFile!
      "Validates the mapping and queues the import; follow it with upload(batchId) or the live events."
      importProduct(product: ImportInput!, manufacturerId: ID): ImportState!
    }
  `,
  access: {
    Query: {
      importFields: Access.signedIn(),
      uploadDeleteReasons: Access.signedIn(),
      uploadHistory: Access.tenant(PERMISSION.read),
      upload: Access.tenant(PERMISSION.read),
    },
    Mutation: {uploadFile: Access.tenant(PERMISSION.upload), importProduct: Access.tenant(PERMISSION.upload)},
  },
  resolvers: {
    Upload: {
      parseValue: (value: unknown) => {
        if (!isUploadedPart(value)) throw new GraphQLError('Upload: send the file as a GraphQL multipart request.');
        return value;
      },
      parseLiteral: () => {
        throw new GraphQLError('Upload: send the file as a GraphQL multipart request.');
      },
      serialize: () => {
        throw new GraphQLError('Upload is an input only.');
      },
    },
    Query: {
      importFields: () => IMPORT_FIELDS,
      uploadDeleteReasons: () => DELETE_REASONS,
      uploadHistory: (
        _: unknown,
        args: {manufacturerId?: string; filter?: string; skip?: number; first?: number},
        ctx: GraphqlContext,
      ) =>
        ctx
          .get(UploadBindings.HISTORY_SERVICE)
          .list(requireCaller(ctx), {...args, manufacturerId: id(args.manufacturerId)}),
      upload: (_: unknown, args: {batchId: string; manufacturerId?: string}, ctx: GraphqlContext) =>
        ctx.get(ImportBindings.REQUEST_SERVICE).status(requireCaller(ctx), args.batchId, id(args.manufacturerId)),
    },
    Mutation: {
      uploadFile: (
        _: unknown,
        args: {
          file: {filename: string; path: string; size: number};
          type: number;
          manufacturerId?: string;
          batchId?: string;
        },
        ctx: GraphqlContext,
      ) =>
        ctx.get(ImportBindings.FILE_SERVICE).upload(requireCaller(ctx), args.file, {
          type: args.type,
          manufacturerId: id(args.manufacturerId),
          batchId: args.batchId,
        }),
      importProduct: (_: unknown, args: {product: ImportInput; manufacturerId?: string}, ctx: GraphqlContext) =>
        ctx.get(ImportBindings.REQUEST_SERVICE).start(requireCaller(ctx), args.product, id(args.manufacturerId), null),
    },
    ImportState: {
      createdOn: (s: {createdOn: Date}) => iso(s.createdOn),
      finishedOn: (s: {finishedOn: Date | null}) => iso(s.finishedOn),
    },
    UploadHistoryItem: {
      uploadedOn: (u: UploadRecord) => iso(u.uploadedOn),
      deletedOn: (u: UploadRecord) => iso(u.deletedOn),
      isDeleted: (u: UploadRecord) => (u.deletedOn ? true : null),
      stateLabel: (u: UploadRecord) => (u.deletedOn ? 'Deleted' : u.restoredFrom ? 'Restored' : 'Original'),
      canDeleteOrRestore: (u: UploadRecord) => u.success > 0,
    },
    LedgerHistory: {ledgerDate: (l: {ledgerDate: string | null}) => iso(l.ledgerDate)},
  },
};
