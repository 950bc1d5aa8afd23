import {randomBytes} from 'node:crypto';
import {ServiceError} from '../kernel/service-error';
import {sniffType} from '../kernel/storage.service';

/** Profile photos and company logos: PNG, JPEG or WebP by content, at most 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_MESSAGES = {
  type: 'Please upload a PNG, JPEG or WebP image.',
  size: 'The image must be at most 2 MB.',
  missing: 'Please choose an image to upload.',
} as const;

const EXTENSIONS = {'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp'} as const;
export type ImageType = keyof typeof EXTENSIONS;

/** The image's type, judged by its bytes; refuses anything else, empty or too large. */
export function checkImage(data: Buffer | undefined, field = 'File'): ImageType {
  if (!data || !data.length) throw new ServiceError(IMAGE_MESSAGES.missing, 'VALIDATION', {field});
  if (data.length > IMAGE_MAX_BYTES) throw new ServiceError(IMAGE_MESSAGES.size, 'VALIDATION', {field});
  const type = sniffType(data);
  if (type !== 'image/png' && type !== 'image/jpeg' && type !== 'image/webp')
    throw new ServiceError(IMAGE_MESSAGES.type, 'VALIDATION', {field});
  return type;
}

/** A fresh storage key under `folder` (a new name per upload, so caches never show the old image). */
export function imageKey(folder: string, type: ImageType): string {
  return `${folder}/${randomBytes(8).toString('hex')}.${EXTENSIONS[type]}`;
}

export function imageTypeOf(key: string): ImageType {
  if (key.endsWith('.png')) return 'image/png';
  if (key.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}
