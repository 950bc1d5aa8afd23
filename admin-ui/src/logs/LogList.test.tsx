import type {AdminLogsQuery, AdminLogsQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlError, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {EXPORT_MAX} from '../resources/csvExporter';
import {renderQueryList} from '../testing/renderQueryList';
import {LOGS_PAGE_SIZE} from './logCodes';
import {LogList} from './LogList';
import {ALL_LOGS} from './queries';

type Log = AdminLogsQuery['allLogs']['list'][number];

function givenLog(log: Partial<Log> = {}): Log {
  return {
    productLogId: '9001',
    failedSerial: 'SN-FAILED-1',
    requestBatchId: '3c9e1f0a-5b2d-4e8f-9a61-7d0c2b1e4f00',
    status: 0,
    reason: 'Serial not found',
    requestedBrand: 'Voltix',
    requestedModel: 'VX-10',
    requesterName: 'Sunny Installs',
    requesterAbn: '12345678901',
    requesterType: 1,
    requestedTime: '2026-11-02T04:05:00.000Z',
    requesterAppName: 'SolarCheck',
    latitude: -33.86785,
    longitude: 151.20732,
    parralelImportComment: null,
    ...log,
  };
}

const firstPage: AdminLogsQueryVariables = {requestType: 0, filter: null, first: LOGS_PAGE_SIZE, skip: 0};

const logs = (list: Log[], variables = firstPage, count = list.length, countCapped = false) =>
  mockGraphql<AdminLogsQuery, AdminLogsQueryVariables>(ALL_LOGS, variables, {allLogs: {count, countCapped, list}});

describe('LogList', () => {
  it('shows the thin progress bar while the list loads, and takes it away with the answer', async () => {
    renderQueryList('Logs', <LogList />, {graphql: [{...logs([givenLog()]), delay: 200}]});
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    await screen.findByRole('row', {name: /#9001/});
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('lists the verification logs: serial, status and reason, requester, position, batch link', async () => {
    renderQueryList('Logs', <LogList />, {graphql: [logs([givenLog(), givenLog({productLogId: '9002', status: 1})])]});
    const table = await screen.findByRole('table', {name: 'Verification logs'});
    const failed = within(table).getByRole('row', {name: /#9001/});
    expect(failed).toHaveTextContent('SN-FAILED-1');
    expect(failed).toHaveTextContent('Not Verified');
    expect(failed).toHaveTextContent('Serial not found');
    expect(failed).toHaveTextContent('ABN 12345678901 · Installation');
    expect(within(failed).getByRole('link', {name: '-33.86785, 151.20732'})).toHaveAttribute(
      'href',
      expect.stringContaining('mlat=-33.86785'),
    );
    expect(within(failed).getByRole('link', {name: givenLog().requestBatchId})).toHaveAttribute(
      'href',
      `/Logs/batch/${givenLog().requestBatchId}`,
    );
    const verified = within(table).getByRole('row', {name: /#9002/});
    expect(verified).toHaveTextContent('Verified');
    expect(verified).not.toHaveTextContent('Not Verified');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
  });

  it('says when no log matches', async () => {
    renderQueryList('Logs', <LogList />, {graphql: [logs([])]});
    expect(await screen.findByText('No verification logs match these filters.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderQueryList('Logs', <LogList />, {graphql: [mockGraphqlError(ALL_LOGS, firstPage, 'Administrators only')]});
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('says "more than 10000" when the server stopped counting', async () => {
    renderQueryList('Logs', <LogList />, {graphql: [logs([givenLog()], firstPage, 10000, true)]});
    expect(await screen.findByText('1–100 of more than 10000')).toBeInTheDocument();
  });

  it('asks the server for one request type and a search, from the first page', async () => {
    const {user} = renderQueryList('Logs', <LogList />, {
      graphql: [
        logs([givenLog()]),
        logs([givenLog({productLogId: '7001', failedSerial: 'SN-PRODUCT'})], {...firstPage, requestType: 2}),
        logs([givenLog({productLogId: '7002', failedSerial: 'SN-SEARCHED'})], {
          ...firstPage,
          requestType: 2,
          filter: 'SN-SEARCHED',
        }),
      ],
    });
    await screen.findByRole('row', {name: /#9001/});
    await user.click(screen.getByRole('combobox', {name: 'Request type'}));
    await user.click(screen.getByRole('option', {name: 'Product'}));
    expect(await screen.findByRole('row', {name: /#7001/})).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', {name: 'Search'}), '  SN-SEARCHED ');
    expect(await screen.findByRole('row', {name: /#7002/})).toBeInTheDocument();
  });

  it('asks for the next hundred', async () => {
    const {user} = renderQueryList('Logs', <LogList />, {
      graphql: [
        logs([givenLog()], firstPage, 150),
        logs([givenLog({productLogId: '9101'})], {...firstPage, skip: LOGS_PAGE_SIZE}, 150),
      ],
    });
    await screen.findByRole('row', {name: /#9001/});
    await user.click(screen.getByRole('button', {name: 'Go to next page'}));
    expect(await screen.findByRole('row', {name: /#9101/})).toBeInTheDocument();
    expect(screen.getByText('101–150 of 150')).toBeInTheDocument();
  });

  it("exports the list as CSV with the server's formula-safe cells, numbers kept as numbers", async () => {
    const files = captureDownloads();
    const exported = [
      givenLog({failedSerial: '=cmd|calc', requesterName: 'Sunny, "Installs"'}),
      givenLog({productLogId: '9002', status: 1, reason: 'VERIFIED', latitude: null, longitude: null}),
    ];
    const {user} = renderQueryList('Logs', <LogList />, {
      graphql: [logs([givenLog()]), logs(exported, {...firstPage, first: EXPORT_MAX})],
    });
    await screen.findByRole('row', {name: /#9001/});
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].fileName).toBe('verification-logs.csv');
    expect((await files[0].text()).split('\r\n')).toEqual([
      'Log ID,Serial,Batch ID,Status,Reason,Brand,Model,Requester,ABN,Request type,Requested,App,Latitude,Longitude,Comment',
      "9001,'=cmd|calc,3c9e1f0a-5b2d-4e8f-9a61-7d0c2b1e4f00,Not Verified,Serial not found,Voltix,VX-10," +
        '"Sunny, ""Installs""",12345678901,Installation,2026-11-02T04:05:00.000Z,SolarCheck,-33.86785,151.20732,',
      '9002,SN-FAILED-1,3c9e1f0a-5b2d-4e8f-9a61-7d0c2b1e4f00,Verified,VERIFIED,Voltix,VX-10,Sunny Installs,' +
        '12345678901,Installation,2026-11-02T04:05:00.000Z,SolarCheck,,,',
      '',
    ]);
  });
});
