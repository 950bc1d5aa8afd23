import type {TypedDocumentNode} from '@apollo/client';
import {print} from 'graphql';
import {handleUnauthorized} from './rest';
import {getToken} from './token';

/** A refused upload: the HTTP status (0 when the server could not be reached) and the server's GraphQL messages. */
export class GraphqlUploadError extends Error {
  constructor(
    public readonly status: number,
    public readonly messages: string[],
  ) {
    super(
      messages.join('\n') || (status ? `The upload failed (status ${status}).` : 'The server could not be reached.'),
    );
  }
}

export interface UploadOptions {
  /** The GraphQL endpoint; same origin by default. */
  uri?: string;
  /** Hears the fraction of the file sent (0 to 1): the upload then goes by XMLHttpRequest, as fetch cannot tell. */
  onProgress?: (fraction: number) => void;
}

type Answer = {status: number; text: string};

function sendByFetch(uri: string, form: FormData, headers: Record<string, string>): Promise<Answer> {
  return fetch(uri, {method: 'POST', body: form, headers}).then(
    async res => ({status: res.status, text: await res.text()}),
    () => ({status: 0, text: ''}),
  );
}

function sendByXhr(uri: string, form: FormData, headers: Record<string, string>, onProgress: (f: number) => void) {
  return new Promise<Answer>(resolve => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uri);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = e => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => resolve({status: xhr.status, text: xhr.responseText});
    xhr.onerror = () => resolve({status: 0, text: ''});
    xhr.send(form);
  });
}

/**
 * A GraphQL operation that takes a file in its `$file: Upload!` variable, sent as a GraphQL multipart request
 * (operations, map, then the file) with the bearer token: Apollo's HTTP link sends JSON only. The answer's data is
 * typed by the document; GraphQL errors and refused statuses throw GraphqlUploadError, a 401 signs out.
 */
export async function uploadWithGraphql<Data, Variables extends {file: unknown}>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Omit<Variables, 'file'>,
  file: File,
  {uri = '/graphql', onProgress}: UploadOptions = {},
): Promise<Data> {
  const form = new FormData();
  form.append('operations', JSON.stringify({query: print(document), variables: {...variables, file: null}}));
  form.append('map', JSON.stringify({0: ['variables.file']}));
  form.append('0', file, file.name);
  const token = getToken();
  const headers: Record<string, string> = token ? {Authorization: `Bearer ${token}`} : {};
  const {status, text} = onProgress
    ? await sendByXhr(uri, form, headers, onProgress)
    : await sendByFetch(uri, form, headers);
  if (status === 401) handleUnauthorized();
  let body: {data?: Data | null; errors?: Array<{message: string}>} | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): reported by its status below.
  }
  if (body?.errors?.length)
    throw new GraphqlUploadError(
      status,
      body.errors.map(e => e.message),
    );
  if (status < 200 || status > 299 || !body?.data) throw new GraphqlUploadError(status, []);
  return body.data;
}
