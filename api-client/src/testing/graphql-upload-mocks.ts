/**
 * Typed answers of GraphQL multipart uploads (uploadWithGraphql sends them with fetch, not through Apollo, so
 * MockedProvider never sees them): `mockGraphqlUpload(DOCUMENT, {data})` answers the next POST /graphql with the
 * document's typed data, `{errors: [...]}` with the server's GraphQL messages. Forgotten by resetRestMocks.
 */
import type {TypedDocumentNode} from '@apollo/client';
import {addRoute, type RestMock} from './rest-mocks';

export type UploadAnswer<Data> = {data: Data} | {errors: string[]};

export function mockGraphqlUpload<Data, Variables>(
  _document: TypedDocumentNode<Data, Variables>,
  answer: UploadAnswer<Data>,
  {status = 200, uri = '/graphql'}: {status?: number; uri?: string} = {},
): RestMock {
  const body = 'data' in answer ? {data: answer.data} : {errors: answer.errors.map(message => ({message}))};
  const pattern = new RegExp(`^${uri.replace(/[.*+?^$()|[\]\\]/g, '\\$&')}$`);
  return addRoute(
    'POST',
    pattern,
    () => new Response(JSON.stringify(body), {status, headers: {'Content-Type': 'application/json'}}),
  );
}
