import busboy from 'busboy';
import {Request, RequestBodyObject, SchemaObject} from '@loopback/rest';
import {IMAGE_MAX_BYTES, IMAGE_MESSAGES} from '../services/staff/profile-image';
import {ServiceError} from '../services/kernel/service-error';

/** A small multipart form (an image and its text fields), read into memory. */
export interface FormParts {
  fields: Record<string, string>;
  /** The first file part; `tooLarge` when it passed the image limit (its bytes were not kept). */
  file?: {name: string; field: string; data: Buffer; tooLarge: boolean};
}

/** The request body as the multipart spec of an image form declares it (LoopBack passes the stream on). */
export const IMAGE_FORM_BODY = (fields: Record<string, SchemaObject>, fileField: string): RequestBodyObject => ({
  required: true,
  content: {
    // JSON is taken only so that a caller who may not call the route hears 401 or 403 rather than 415.
    'application/json': {schema: {type: 'object' as const, description: 'Refused (400): send multipart/form-data.'}},
    'multipart/form-data': {
      'x-parser': 'stream',
      schema: {
        type: 'object' as const,
        properties: {[fileField]: {type: 'string' as const, format: 'binary'}, ...fields},
      },
    },
  },
});

/**
 * Reads a multipart form of at most one image (2 MB; a larger one is drained unkept and reported) and a
 * few short fields. Anything but multipart is refused.
 */
export function readFormParts(req: Request): Promise<FormParts> {
  if (!req.is('multipart/form-data'))
    return Promise.reject(new ServiceError('A multipart/form-data body is expected.', 'VALIDATION'));
  return new Promise((resolve, reject) => {
    const parts: FormParts = {fields: {}};
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {fileSize: IMAGE_MAX_BYTES, files: 1, fields: 30, fieldSize: 64 * 1024},
      });
    } catch {
      reject(new ServiceError('The multipart body could not be read.', 'VALIDATION'));
      return;
    }
    bb.on('field', (name, value) => {
      if (!['__proto__', 'constructor', 'prototype'].includes(name)) parts.fields[name] = value;
    });
    bb.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      let tooLarge = false;
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => (tooLarge = true));
      stream.on('end', () => {
        if (!parts.file)
          parts.file = {
            name: info.filename ?? '',
            field,
            data: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
            tooLarge,
          };
      });
    });
    bb.on('error', () => reject(new ServiceError('The multipart body could not be read.', 'VALIDATION')));
    bb.on('close', () => {
      if (parts.file?.tooLarge) reject(new ServiceError(IMAGE_MESSAGES.size, 'VALIDATION', {field: parts.file.field}));
      else resolve(parts);
    });
    req.pipe(bb);
  });
}
