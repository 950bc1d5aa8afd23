import {onTestFinished, vi} from 'vitest';

/** A file the page saved through a download link (saveFile / saveDownload of @voltcheck/api-client). */
export interface SavedFile {
  fileName: string;
  href: string;
}

/**
 * Records the files the page saves instead of following their links (happy-dom would navigate the document to the
 * blob URL, and every later relative request of the file would fail). Undone when the test ends.
 */
export function captureDownloads(): SavedFile[] {
  const saved: SavedFile[] = [];
  const click = HTMLAnchorElement.prototype.click;
  const spy = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.hasAttribute('download')) saved.push({fileName: this.download, href: this.href});
    else click.call(this);
  });
  onTestFinished(() => spy.mockRestore());
  return saved;
}
