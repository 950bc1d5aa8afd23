import type {AuditKindsQuery, AuditKindsQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockRest, screen, waitFor} from '@voltcheck/ui-shared/testing';
import {ResourceContextProvider} from 'react-admin';
import {describe, expect, it} from 'vitest';
import {answeringLists} from '../testing/dataProviders';
import {givenAuditEntry, givenUser} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import type {AuditLog} from '@voltcheck/api-client';
import {AuditList} from './AuditList';
import {AUDIT_KINDS} from './queries';

const kinds = mockGraphql<AuditKindsQuery, AuditKindsQueryVariables>(
  AUDIT_KINDS,
  {},
  {auditKinds: {actions: ['staff.create', 'user.deactivate'], entities: ['staff', 'user']}},
  {times: 5},
);

const renderLog = (entries: AuditLog[] | Error) => {
  const lists = answeringLists({AuditLog: entries, Users: [givenUser()]});
  const rendered = renderInConsole(
    <ResourceContextProvider value="AuditLog">
      <AuditList />
    </ResourceContextProvider>,
    {dataProvider: {getList: lists.getList}, graphql: [kinds]},
  );
  return {...rendered, calls: lists.calls};
};

describe('AuditList', () => {
  it('lists the newest changes first: when, who, what, action, entity and record', async () => {
    const {calls} = renderLog([
      givenAuditEntry(),
      givenAuditEntry({id: '502', userId: null, userName: null, sentence: 'Deactivated user old.sam', entityId: '9'}),
    ]);
    const row = await screen.findByRole('row', {name: /Created staff member jdoe/});
    expect(row).toHaveTextContent('ada');
    expect(row).toHaveTextContent('staff.create');
    expect(row).toHaveTextContent('42');
    expect(screen.getByRole('row', {name: /Deactivated user old\.sam/})).toHaveTextContent('system');
    expect(calls.find(c => c.resource === 'AuditLog')).toMatchObject({
      sort: {field: 'createdAt', order: 'DESC'},
      pagination: {page: 1, perPage: 25},
    });
  });

  it('opens a row to show the record before and after the change', async () => {
    const {user} = renderLog([givenAuditEntry()]);
    await user.click(await screen.findByText('Created staff member jdoe for Demo Energy with Read, Upload'));
    expect(await screen.findByText('Before')).toBeInTheDocument();
    expect(screen.getByText('After')).toBeInTheDocument();
    expect(screen.getByText(/"userName": "jdoe"/)).toBeInTheDocument();
  });

  it('offers the actions and entities the server knows as filters, and filters on the server', async () => {
    const {user, calls} = renderLog([givenAuditEntry()]);
    await screen.findByRole('row', {name: /Created staff member/});
    await user.click(screen.getByRole('combobox', {name: 'Action'}));
    await user.click(await screen.findByRole('option', {name: 'user.deactivate'}));
    await waitFor(() =>
      expect(calls.filter(c => c.resource === 'AuditLog').at(-1)?.filter).toEqual({action: 'user.deactivate'}),
    );
  });

  it('says when no change has been recorded yet', async () => {
    renderLog([]);
    expect(await screen.findByText('No changes have been recorded yet.')).toBeInTheDocument();
  });

  it("shows react-admin's error when the log cannot be read", async () => {
    renderLog(new Error('Administrators only'));
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });

  it('exports the entries of the current filters as a CSV file', async () => {
    const saved = captureDownloads();
    const csv = 'When,Who,What\n2026-11-02,ada,Created staff member jdoe\n';
    const exported = mockRest('/api/admin/audit-log/export', 'get', 200, csv, {fileName: 'audit-log.csv'});
    const {user} = renderLog([givenAuditEntry()]);
    await screen.findByRole('row', {name: /Created staff member/});
    await user.click(screen.getByRole('button', {name: 'Export'}));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].fileName).toBe('audit-log.csv');
    expect(await saved[0].text()).toBe(csv);
    expect(exported.calls[0].url.search).toBe('');
  });
});
