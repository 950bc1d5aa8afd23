import {mockGraphqlUpload, screen, waitFor, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {WEEKLY_SUPPLIER_LIST, type WeeklySupplierReport} from './weeklyListApi';
import {WeeklySupplierListPage} from './WeeklySupplierListPage';

function givenReport(report: Partial<WeeklySupplierReport> = {}): WeeklySupplierReport {
  return {
    status: true,
    message: 'Weekly supplier list imported',
    fileName: 'suppliers.csv',
    total: 12,
    added: 3,
    changed: 2,
    removed: 1,
    unchanged: 6,
    rejected: [],
    ...report,
  };
}

const file = new File(['importerName,importerABN\nSunny Supplies,12345678901\n'], 'suppliers.csv', {type: 'text/csv'});

async function chooseAndUpload(user: ReturnType<typeof renderInConsole>['user']) {
  await user.upload(screen.getByLabelText('Weekly supplier file'), file);
  expect(screen.getByText('suppliers.csv')).toBeInTheDocument();
  await user.click(screen.getByRole('button', {name: 'Upload'}));
}

describe('WeeklySupplierListPage', () => {
  it('waits for a file before it offers to upload', () => {
    renderInConsole(<WeeklySupplierListPage />);
    expect(screen.getByRole('heading', {name: 'Import Weekly Supplier Data'})).toBeInTheDocument();
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Upload'})).toBeDisabled();
  });

  it('sends the file and reports what changed, with the rows left out', async () => {
    const upload = mockGraphqlUpload(WEEKLY_SUPPLIER_LIST, {
      data: {
        weeklySupplierList: givenReport({
          rejected: [
            {row: 4, reason: 'importerABN is not 11 digits'},
            {row: 9, reason: 'importerName is empty'},
          ],
        }),
      },
    });
    const {user} = renderInConsole(<WeeklySupplierListPage />);
    await chooseAndUpload(user);
    const report = await screen.findByLabelText('Weekly supplier report');
    expect(report).toHaveTextContent('Weekly supplier list imported');
    expect(report).toHaveTextContent('suppliers.csv: 12 importers — 3 added, 2 changed, 1 removed, 6 unchanged.');
    expect(within(report).getByText('Rows left out (2)')).toBeInTheDocument();
    expect(within(report).getByText('Row 4: importerABN is not 11 digits')).toBeInTheDocument();
    expect((upload.calls[0].body as FormData).get('0')).toBeInstanceOf(File);
    // The page is ready for the next week's file.
    expect(screen.getByText('No file chosen')).toBeInTheDocument();
  });

  it("shows the server's messages and the 'Upload Failed' toast when the file is refused", async () => {
    mockGraphqlUpload(WEEKLY_SUPPLIER_LIST, {errors: ['The file has no importerABN column']});
    const {user} = renderInConsole(<WeeklySupplierListPage />);
    await chooseAndUpload(user);
    expect(await screen.findByText('The file has no importerABN column')).toBeInTheDocument();
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Weekly supplier report')).not.toBeInTheDocument();
    expect(screen.getByText('suppliers.csv')).toBeInTheDocument();
  });

  it("says 'Upload Failed' when the server fails without a message", async () => {
    mockGraphqlUpload(WEEKLY_SUPPLIER_LIST, {errors: []}, {status: 502});
    const {user} = renderInConsole(<WeeklySupplierListPage />);
    await chooseAndUpload(user);
    // The page's message and react-admin's toast both say it.
    await waitFor(() => expect(screen.getAllByText('Upload Failed')).toHaveLength(2));
  });
});
