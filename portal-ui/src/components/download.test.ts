// @vitest-environment happy-dom
import {setToken, setUnauthorizedHandler} from '@voltcheck/api-client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {DOWNLOAD_ERROR, downloadFile, query} from './download';

describe('query', () => {
  it('encodes the given parameters and leaves out empty ones', () => {
    expect(query({batchId: 'a b&c', manufacturerId: 3, fileName: undefined, other: null, empty: ''})).toBe(
      'batchId=a+b%26c&manufacturerId=3',
    );
  });
});

describe('downloadFile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const saved: string[] = [];

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = () => 'blob:file';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    setToken('the-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    saved.length = 0;
    localStorage.clear();
  });

  const answer = (status: number, disposition?: string) =>
    fetchMock.mockImplementation(
      async () => new Response('a,b', {status, headers: disposition ? {'Content-Disposition': disposition} : {}}),
    );

  it('GETs the file with the bearer token and saves it under the name the server gives', async () => {
    answer(200, `attachment; filename="report.csv"; filename*=UTF-8''Bericht%20%C3%BC.csv`);
    await downloadFile('/upload/report?batchId=1', 'fallback.csv');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/upload/report?batchId=1');
    expect(init?.headers).toEqual({Authorization: 'Bearer the-token'});
    expect(saved).toEqual(['Bericht ü.csv']);
  });

  it('takes the plain file name, or the fallback when the server gives none', async () => {
    answer(200, 'attachment; filename="report.xlsx"');
    await downloadFile('/upload/report', 'fallback.xlsx');
    answer(200);
    await downloadFile('/upload/report', 'fallback.xlsx');
    expect(saved).toEqual(['report.xlsx', 'fallback.xlsx']);
  });

  it("fails with the catalogue's message, and signs out on a 401", async () => {
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    answer(404);
    await expect(downloadFile('/upload/original', 'x.csv')).rejects.toThrow(DOWNLOAD_ERROR);
    expect(signOut).not.toHaveBeenCalled();
    answer(401);
    await expect(downloadFile('/upload/original', 'x.csv')).rejects.toThrow(DOWNLOAD_ERROR);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([]);
  });
});
