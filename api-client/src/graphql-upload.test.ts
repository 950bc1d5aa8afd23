// @vitest-environment happy-dom
import {gql, type TypedDocumentNode} from '@apollo/client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type {WeeklySupplierListMutation, WeeklySupplierListMutationVariables} from './api-types';
import {GraphqlUploadError, uploadWithGraphql} from './graphql-upload';
import {setUnauthorizedHandler} from './rest';
import {setToken} from './token';

const UPLOAD: TypedDocumentNode<WeeklySupplierListMutation, WeeklySupplierListMutationVariables> = gql`
  mutation WeeklySupplierList($file: Upload!) {
    weeklySupplierList(file: $file) {
      status
    }
  }
`;
const fetchMock = vi.fn<typeof fetch>();
const unauthorized = vi.fn();
const file = new File(['Name,ABN\n'], 'suppliers.csv', {type: 'text/csv'});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(unauthorized);
  setToken('the-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  unauthorized.mockReset();
  localStorage.clear();
});

describe('uploadWithGraphql', () => {
  it('sends a GraphQL multipart request with the token and answers the typed data', async () => {
    fetchMock.mockResolvedValue(new Response('{"data":{"weeklySupplierList":{"status":true}}}', {status: 200}));
    await expect(uploadWithGraphql(UPLOAD, {}, file)).resolves.toEqual({weeklySupplierList: {status: true}});
    const [url, init] = fetchMock.mock.calls[0];
    const form = init?.body as FormData;
    expect(url).toBe('/graphql');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer the-token');
    expect(JSON.parse(form.get('operations') as string)).toMatchObject({variables: {file: null}});
    expect(JSON.parse(form.get('map') as string)).toEqual({0: ['variables.file']});
    expect((form.get('0') as File).name).toBe('suppliers.csv');
  });

  it("refuses with every message of the server's GraphQL errors", async () => {
    const errors = [{message: 'Row 2: ABN missing'}, {message: 'Row 3: name missing'}];
    fetchMock.mockResolvedValue(new Response(JSON.stringify({errors}), {status: 200}));
    const error = await uploadWithGraphql(UPLOAD, {}, file).catch(e => e);
    expect(error).toBeInstanceOf(GraphqlUploadError);
    expect(error.messages).toEqual(['Row 2: ABN missing', 'Row 3: name missing']);
  });

  it('signs out on a 401, and tells an unreachable server from a refused status', async () => {
    fetchMock.mockResolvedValue(new Response('Unauthorized', {status: 401}));
    await expect(uploadWithGraphql(UPLOAD, {}, file)).rejects.toMatchObject({status: 401, messages: []});
    expect(unauthorized).toHaveBeenCalledTimes(1);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(uploadWithGraphql(UPLOAD, {}, file)).rejects.toMatchObject({status: 0});
  });
});
