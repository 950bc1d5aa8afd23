import {onTestFinished, vi} from 'vitest';

export interface SavedFile {
  fileName: string;
  text: () => Promise<string>;
}

/**
 * Catches the files a page saves (api-client's saveFile: an object URL clicked as a download link) instead of the
 * browser: `files` lists each one's name and its content. Call it in the test; it lets go after the test.
 */
export function catchSavedFiles(): SavedFile[] {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
    const url = `blob:saved-${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({fileName: this.download, text: () => blob.text()});
  });
  onTestFinished(() => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  });
  return files;
}
