import {gql} from '@apollo/client';
import type {ApolloClient} from '@apollo/client';
import {GraphqlUploadError, uploadWithGraphql} from '@voltcheck/api-client';
import type {TypedDocumentNode} from '@apollo/client';
import type {
  ImportFileInput,
  ImportProductMutation,
  ImportProductMutationVariables,
  UploadFileMutation,
  UploadFileMutationVariables,
  UploadStateQuery,
  UploadStateQueryVariables,
} from '@voltcheck/api-client';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import type {ImportState, UploadedFile, UploadType, WorkFile} from './flash.types';

/** A failed call with every message the server gave (document 001 section 7: each is displayed). */
export class ServerMessages extends Error {
  constructor(public readonly messages: string[]) {
    super(messages.join('\n'));
  }
}

export function messagesOf(error: unknown): string[] {
  if (error instanceof ServerMessages) return error.messages;
  const gqlErrors = (error as {graphQLErrors?: Array<{message: string}>} | null)?.graphQLErrors;
  if (gqlErrors?.length) return gqlErrors.map(e => e.message);
  return [error instanceof Error && error.message ? error.message : 'Some error has occured, please try again'];
}

// Sent as a multipart form (uploadWithGraphql), not through Apollo's JSON link.
const UPLOAD_FILE: TypedDocumentNode<UploadFileMutation, UploadFileMutationVariables> = gql`
  mutation UploadFile($file: Upload!, $type: Int!, $manufacturerId: ID, $batchId: ID) {
    uploadFile(file: $file, type: $type, manufacturerId: $manufacturerId, batchId: $batchId) {
      originalName
      systemName
      index
      batchId
      type
      fileType
      manufacturerId
      mappings {
        index
        fieldName
        knownNames
        optional
        columnType
        dataType
      }
      sheets {
        index
        name
        enabled
        isEmpty
        valid
        emptyRowCount
        totalRowCount
        header {
          columns {
            columnIndex
            columnName
            rowIndex
            fieldName
          }
        }
        rows {
          cells {
            index
            rowIndex
            value
          }
        }
      }
    }
  }
`;

/**
 * uploadFile as a GraphQL multipart request, following how much of the file is sent: `onSent` hears the fraction
 * sent (0 to 1).
 */
export async function uploadFile(
  file: File,
  type: UploadType,
  manufacturerId?: number,
  batchId?: string,
  onSent?: (fraction: number) => void,
): Promise<UploadedFile> {
  const variables = {type, manufacturerId: manufacturerIdVariable(manufacturerId), batchId: batchId ?? null};
  try {
    const {uploadFile: uploaded} = await uploadWithGraphql(UPLOAD_FILE, variables, file, {onProgress: onSent});
    return uploaded;
  } catch (e) {
    if (!(e instanceof GraphqlUploadError)) throw e;
    if (e.messages.length) throw new ServerMessages(e.messages);
    throw new ServerMessages([
      e.status
        ? `${file.name}: the upload failed (status ${e.status}).`
        : `${file.name}: the upload failed (the server could not be reached).`,
    ]);
  }
}

const IMPORT_STATE_FIELDS = gql`
  fragment ImportStateFields on ImportState {
    batchId
    uploadId
    status
    error
    rowsRead
    totalRecords
    success
    failed
    unitCount
    moduleCount
    type
    manufacturerId
  }
`;

export const IMPORT_PRODUCT: TypedDocumentNode<ImportProductMutation, ImportProductMutationVariables> = gql`
  mutation ImportProduct($product: ImportInput!, $manufacturerId: ID) {
    importProduct(product: $product, manufacturerId: $manufacturerId) {
      ...ImportStateFields
    }
  }
  ${IMPORT_STATE_FIELDS}
`;

export const UPLOAD_STATE: TypedDocumentNode<UploadStateQuery, UploadStateQueryVariables> = gql`
  query UploadState($batchId: ID!, $manufacturerId: ID) {
    upload(batchId: $batchId, manufacturerId: $manufacturerId) {
      ...ImportStateFields
    }
  }
  ${IMPORT_STATE_FIELDS}
`;

function fileInput(file: WorkFile): ImportFileInput {
  return {
    originalName: file.originalName,
    systemName: file.systemName,
    index: file.index,
    sheets: file.sheets.map(s => ({
      name: s.name,
      index: s.index,
      enabled: s.enabled && !s.isEmpty,
      header: {
        columns: s.columns.map(c => ({
          columnIndex: c.columnIndex,
          columnName: c.columnName,
          rowIndex: c.rowIndex,
          fieldName: c.fieldName,
        })),
      },
    })),
  };
}

/** importProduct: the first file carries the batch; the other files of the batch go in `files`. */
export async function importProduct(
  client: ApolloClient<unknown>,
  files: WorkFile[],
  batchId: string,
  type: UploadType,
  manufacturerId?: number,
): Promise<ImportState> {
  const [first, ...rest] = files;
  const {data} = await client.mutate<ImportProductMutation, ImportProductMutationVariables>({
    mutation: IMPORT_PRODUCT,
    variables: {
      product: {...fileInput(first), batchId, type, files: rest.map(fileInput)},
      manufacturerId: manufacturerIdVariable(manufacturerId),
    },
  });
  return data!.importProduct;
}

export async function fetchUploadState(
  client: ApolloClient<unknown>,
  batchId: string,
  manufacturerId?: number,
): Promise<ImportState> {
  const {data} = await client.query<UploadStateQuery, UploadStateQueryVariables>({
    query: UPLOAD_STATE,
    variables: {batchId, manufacturerId: manufacturerIdVariable(manufacturerId)},
    fetchPolicy: 'network-only',
  });
  return data.upload;
}
