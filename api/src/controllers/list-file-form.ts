import {HttpErrors, Request, RequestBodyObject, SchemaObject} from '@loopback/rest';
import {createWriteStream} from 'node:fs';
import {join} from 'node:path';
import {pipeline} from 'node:stream/promises';
import {UploadQuota} from '../graphql/upload-quota';
import {multipartParser} from './multipart-form';
import {ServiceError} from '../services/kernel/service-error';
import {TempSpace} from '../services/kernel/temp-space';
import type {SerialListFile} from '../services/recalls/serial-list-file';
import {IMPORT_LIMITS} from '../services/spreadsheet/spreadsheet-types';

/** A list file's form: its text fields and the file, streamed to a temporary file. */
export interface ListFileForm {
  fields: Record<string, string>;
  file?: SerialListFile;
}

const FILE_FIELD: SchemaObject = {
  type: 'string',
  format: 'binary',
  description:
    'The serials: CSV, XLS or XLSX (at most 100 MB), read as the flash import reads files. Its first sheet; the ' +
    'column headed Serial, Serial Number (or another header the import knows for the serial), else the first column ' +
    'with every row a serial. Problems name the row of the sheet.',
};

/** The multipart body of a list-file route: `file` and the operation's text fields. */
export const LIST_FILE_BODY = (fields: Record<string, SchemaObject>, required: string[]): RequestBodyObject => ({
  required: true,
  content: {
    'multipart/form-data': {
      'x-parser': 'stream',
      // LoopBack hands the stream over unparsed, so nothing is marked required here (it would be checked against the
      // stream): the service names a missing field as the JSON route does.
      schema: {
        type: 'object',
        description: `Required: file, ${required.join(', ')}.`,
        properties: {file: FILE_FIELD, ...fields},
      },
    },
  },
});

/**
 * Runs `work` on a list file's form: the caller's upload quota reserved for its declared length first (as GraphQL
 * uploads are: docs/security.md, "Bodies and uploads"), the file streamed to a temporary folder (100 MB at most,
 * counted while streaming) that is removed afterwards whatever happens.
 */
export async function withListFile<T>(
  request: Request,
  deps: {temp: TempSpace; quota: UploadQuota; callerId: number},
  work: (form: ListFileForm) => Promise<T>,
): Promise<T> {
  if (!request.is('multipart/form-data'))
    throw new ServiceError('A multipart/form-data body with the file is expected.', 'VALIDATION');
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > IMPORT_LIMITS.maxBytes + 64 * 1024)
    throw new HttpErrors.PayloadTooLarge('file: the file is larger than 100 MB.');
  const reserved = await deps.quota.reserve(
    deps.callerId,
    Number.isFinite(declared) ? declared : IMPORT_LIMITS.maxBytes,
  );
  if (!('release' in reserved))
    throw Object.assign(new HttpErrors.TooManyRequests(reserved.message), {
      headers: {'Retry-After': String(reserved.retryAfter)},
    });
  try {
    return await deps.temp.withDir('list', async dir => work(await readForm(request, dir)));
  } finally {
    reserved.release();
  }
}

function readForm(request: Request, dir: string): Promise<ListFileForm> {
  return new Promise((resolve, reject) => {
    const parser = multipartParser(request, {
      fileSize: IMPORT_LIMITS.maxBytes,
      files: 1,
      fields: 20,
      fieldSize: 64 * 1024,
    });
    if (!parser) {
      reject(new ServiceError('The multipart body could not be read.', 'VALIDATION'));
      return;
    }
    const form: ListFileForm = {fields: {}};
    let write: Promise<void> = Promise.resolve();
    let failed: Error | undefined;
    parser.on('field', (name, value) => {
      if (!['__proto__', 'constructor', 'prototype'].includes(name) && !(name in form.fields))
        form.fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || form.file) return void stream.resume();
      const file: SerialListFile = {filename: info.filename ?? 'upload', path: join(dir, 'list.upload'), size: 0};
      form.file = file;
      stream.on('data', (chunk: Buffer) => (file.size += chunk.length));
      stream.on('limit', () => (failed ??= new HttpErrors.PayloadTooLarge('file: the file is larger than 100 MB.')));
      write = pipeline(stream, createWriteStream(file.path));
    });
    parser.on('error', () => reject(new ServiceError('The multipart body could not be read.', 'VALIDATION')));
    parser.on('close', () => {
      write.then(
        () => (failed ? reject(failed) : resolve(form)),
        (err: Error) => reject(failed ?? err),
      );
    });
    request.pipe(parser);
  });
}
