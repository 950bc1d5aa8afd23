import {captureDownloads, mockGraphql, mockGraphqlError, mockRest, screen, waitFor} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {UPLOAD_STATE} from '../flash/flash.queries';
import {renderPortal} from '../../testing/renderPortal';
import {UploadReportPage} from './UploadReportPage';

const uploadState = (upload: {
  success: number;
  failed: number;
  totalRecords: number;
  type?: number;
  unitCount?: number;
  moduleCount?: number;
}) => ({
  upload: {
    batchId: 'b-101',
    uploadId: '101',
    status: 'DONE',
    error: null,
    rowsRead: upload.totalRecords,
    manufacturerId: '1',
    type: 1,
    unitCount: 0,
    moduleCount: 0,
    ...upload,
  },
});
const stat = (label: string) => document.querySelector(`[data-stat="${label}"]`);

describe('UploadReportPage', () => {
  it('reads the upload of ?batchId, shows its counts and the downloads', async () => {
    renderPortal(<UploadReportPage />, {
      route: '/uploadreport?batchId=b-101',
      graphql: [
        mockGraphql(
          UPLOAD_STATE,
          {batchId: 'b-101', manufacturerId: null},
          uploadState({success: 1150, failed: 50, totalRecords: 1200}),
          {delay: 30},
        ),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText(/50 of 1,200 rows failed; the report gives the reason of each/)).toBeInTheDocument();
    expect(screen.getByText('b-101')).toBeInTheDocument();
    expect(stat('Total')).toHaveTextContent('1,200');
    expect(stat('Saved')).toHaveTextContent('1,150');
    expect(stat('Failed')).toHaveTextContent('50');
    expect(screen.getByRole('link', {name: 'Upload more'})).toHaveAttribute('href', '/flash');
    expect(stat('Units')).toBeNull();
    expect(stat('Modules')).toBeNull();
  });

  it('counts the units and modules of an upload of battery systems', async () => {
    renderPortal(<UploadReportPage />, {
      route: '/uploadreport?batchId=b-101',
      graphql: [
        mockGraphql(
          UPLOAD_STATE,
          {batchId: 'b-101', manufacturerId: null},
          uploadState({success: 10, failed: 0, totalRecords: 10, unitCount: 2, moduleCount: 8}),
        ),
      ],
    });
    expect(await screen.findByText('Flash data imported succesfully.')).toBeInTheDocument();
    expect(stat('Units')).toHaveTextContent('2');
    expect(stat('Modules')).toHaveTextContent('8');
  });

  it('says nothing was saved when every row failed, and leads a resolve upload back to resolving', async () => {
    renderPortal(<UploadReportPage />, {
      route: '/uploadreport?batchId=b-101',
      graphql: [
        mockGraphql(
          UPLOAD_STATE,
          {batchId: 'b-101', manufacturerId: null},
          uploadState({success: 0, failed: 3, totalRecords: 3, type: 2}),
        ),
      ],
    });
    expect(await screen.findByText(/Nothing was saved: 3 of 3 rows failed/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Upload more'})).toHaveAttribute('href', '/flash/resolve');
  });

  it('asks for an import first when there is no batch', () => {
    renderPortal(<UploadReportPage />, {route: '/uploadreport'});
    expect(screen.getByText('No upload to report on. Import a file first.')).toBeInTheDocument();
  });

  it('shows why the upload cannot be read', async () => {
    renderPortal(<UploadReportPage />, {
      route: '/uploadreport?batchId=b-999',
      graphql: [mockGraphqlError(UPLOAD_STATE, {batchId: 'b-999', manufacturerId: null}, 'Upload not found.')],
    });
    expect(await screen.findByText('Upload not found.')).toBeInTheDocument();
  });

  it('downloads the report of the batch as xlsx', async () => {
    const saved = captureDownloads();
    const report = mockRest('/api/upload/report', 'get', 200, new Blob(['x']), {fileName: 'report-b-101.xlsx'});
    const {user} = renderPortal(<UploadReportPage />, {
      route: '/uploadreport?batchId=b-101',
      graphql: [
        mockGraphql(
          UPLOAD_STATE,
          {batchId: 'b-101', manufacturerId: null},
          uploadState({success: 2, failed: 0, totalRecords: 2}),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', {name: 'Download Report (xlsx)'}));
    await waitFor(() => expect(saved.map(f => f.fileName)).toEqual(['report-b-101.xlsx']));
    expect(report.calls[0].url.searchParams.get('batchId')).toBe('b-101');
    expect(report.calls[0].url.searchParams.get('fileName')).toBe('xlsx');
  });
});
