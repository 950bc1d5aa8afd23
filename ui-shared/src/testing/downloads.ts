import {onTestFinished, vi} from 'vitest';

/** A file the page saved through a download link (saveFile / saveDownload of @voltcheck/api-client). */
export interface SavedFile {
  fileName: string;
  href: string;
  /** The file's content, as the page built it. */
  text: () => Promise<string>;
}

/**
 * Records the files the page saves instead of following their links (happy-dom would navigate the document to the
 * blob URL, and every later relative request of the file would fail), with each one's content. Undone when the test
 * ends.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(blob => {
    const url = createObjectURL(blob);
    if (blob instanceof Blob) blobs.set(url, blob);
    return url;
  });
  const click = HTMLAnchorElement.prototype.click;
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (!this.hasAttribute('download')) return click.call(this);
    const blob = blobs.get(this.href);
    saved.push({fileName: this.download, href: this.href, text: async () => (blob ? blob.text() : '')});
  });
  onTestFinished(() => {
    spy.mockRestore();
    create.mockRestore();
  });
  return saved;
}
