import type {DownloadedFile} from './types';

/** The file name a Content-Disposition header gives (`filename*=UTF-8''...` first, then `filename=`), if any. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : undefined;
}

/** Saves bytes in the browser's downloads under `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: free it a little later.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Saves the file a download call answers under the server's file name, else `fallbackName`. */
export async function saveDownload(download: Promise<DownloadedFile>, fallbackName: string): Promise<void> {
  const file = await download;
  saveFile(file.blob, file.fileName ?? fallbackName);
}
