import type {
  InstalledSerialFieldsFragment,
  ManufacturerInstallationsQuery,
  UploadFileFieldsFragment,
} from '@voltcheck/api-client';
import {
  captureDownloads,
  mockGraphql,
  mockGraphqlError,
  mockRest,
  screen,
  waitFor,
  within,
} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {givenUpload} from '../testing/records';
import {renderInConsole} from '../testing/renderInConsole';
import {InstallationsTab, UploadsTab} from './DetailTables';
import {DETAIL_INSTALLATIONS, DETAIL_INSTALLED_SERIALS, DETAIL_UPLOADS} from './detailQueries';

const uploads = (list: UploadFileFieldsFragment[]) =>
  mockGraphql(DETAIL_UPLOADS, {manufacturerId: '3'}, {uploadHistory: {count: list.length, list}});

describe('The Upload History tab', () => {
  it('shows that the uploads load, then their figures and files', async () => {
    renderInConsole(<UploadsTab manufacturerId="3" />, {graphql: [{...uploads([givenUpload()]), delay: 50}]});
    expect(screen.getByRole('status')).toHaveTextContent('Loading uploads');
    const row = await screen.findByRole('row', {name: /serials\.csv/});
    expect(row).toHaveTextContent('serials.csv');
    expect(row).toHaveTextContent('Active');
    for (const file of ['Original', 'Report', 'Ledger Report'])
      expect(within(row).getByRole('button', {name: `${file} of upload 77`})).toBeEnabled();
  });

  it('says so when the manufacturer has uploaded nothing', async () => {
    renderInConsole(<UploadsTab manufacturerId="3" />, {graphql: [uploads([])]});
    expect(await screen.findByText('No upload yet.')).toBeInTheDocument();
  });

  it('says when the uploads cannot be read', async () => {
    renderInConsole(<UploadsTab manufacturerId="3" />, {
      graphql: [mockGraphqlError(DETAIL_UPLOADS, {manufacturerId: '3'}, 'Manufacturer not found', {code: 'NOT_FOUND'})],
    });
    expect(await screen.findByText('Some error occured')).toBeInTheDocument();
  });
});

describe("An upload's downloads", () => {
  it('offers neither the original nor the report of an upload that kept no file', async () => {
    renderInConsole(<UploadsTab manufacturerId="3" />, {
      graphql: [uploads([givenUpload({systemFileName: null, reportFileName: null})])],
    });
    const row = await screen.findByRole('row', {name: /serials\.csv/});
    expect(within(row).getByRole('button', {name: 'Original of upload 77'})).toBeDisabled();
    expect(within(row).getByRole('button', {name: 'Report of upload 77'})).toBeDisabled();
    expect(within(row).getByRole('button', {name: 'Ledger Report of upload 77'})).toBeEnabled();
  });

  it("saves the original file for the upload's batch and manufacturer, and says when a download fails", async () => {
    const files = captureDownloads();
    const original = mockRest('/api/upload/original', 'get', 200, 'serial\nVX-1\n', {fileName: 'serials.csv'});
    const {user} = renderInConsole(<UploadsTab manufacturerId="3" />, {graphql: [uploads([givenUpload()])]});
    await user.click(await screen.findByRole('button', {name: 'Original of upload 77'}));
    await waitFor(() => expect(files.map(f => f.fileName)).toEqual(['serials.csv']));
    const query = original.calls[0].url.searchParams;
    expect([query.get('batchId'), query.get('manufacturerId'), query.get('index')]).toEqual(['b-77', '3', '0']);
    mockRest('/api/upload/ledger-report', 'get', 500, {status: false, message: 'boom'} as never);
    await user.click(screen.getByRole('button', {name: 'Ledger Report of upload 77'}));
    expect(await screen.findByText('some error occured')).toBeInTheDocument();
  });
});

type Installation = ManufacturerInstallationsQuery['installations']['list'][number];
const installation: Installation = {
  productInstallationId: '501',
  installationDate: '2026-10-15',
  installerAccreditationCode: 'A1234567',
  retailerName: 'Sunny Retail',
  productSerialCount: 2,
  address: {city: 'Parramatta', state: 'NSW', postCode: '2150'},
};
const unit: InstalledSerialFieldsFragment = {
  productSerialId: '1',
  serial: 'DESTACK-000001',
  brandName: 'Demo Energy',
  model: 'DE-STACK',
  ledgerStatus: 'pending',
  ledgerDate: null,
  parentSerial: null,
  system: {moduleCount: 2, nominalKWh: 10, usableKWh: 9.2, configuration: {moduleCount: 2}},
};

describe('The Installation(verified) tab', () => {
  it("opens an installation's serials, a battery unit with its system", async () => {
    const {user} = renderInConsole(<InstallationsTab manufacturerId="3" />, {
      graphql: [
        mockGraphql(DETAIL_INSTALLATIONS, {manufacturerId: '3'}, {installations: {count: 1, list: [installation]}}),
        mockGraphql(
          DETAIL_INSTALLED_SERIALS,
          {installationId: '501', manufacturerId: '3'},
          {
            installationSerialDetails: [
              unit,
              {...unit, productSerialId: '2', serial: 'DEMOD-1', system: null, parentSerial: 'DESTACK-000001'},
            ],
          },
        ),
      ],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading installations');
    await user.click(await screen.findByRole('button', {name: 'Installed serials of installation 501'}));
    const dialog = within(await screen.findByRole('dialog', {name: 'List of Installed Serials'}));
    const [, first, second] = await dialog.findAllByRole('row');
    expect(first).toHaveTextContent(
      'Battery system: 2 modules, 10 kWh nominal, 9.2 kWh usable · approved configuration of 2',
    );
    expect(first).toHaveTextContent('Not Uploaded');
    expect(second).toHaveTextContent('Module of DESTACK-000001');
  });

  it('says so when the manufacturer has no verified installation, and when they cannot be read', async () => {
    const empty = renderInConsole(<InstallationsTab manufacturerId="3" />, {
      graphql: [mockGraphql(DETAIL_INSTALLATIONS, {manufacturerId: '3'}, {installations: {count: 0, list: []}})],
    });
    expect(await screen.findByText('No verified installation yet.')).toBeInTheDocument();
    empty.unmount();
    renderInConsole(<InstallationsTab manufacturerId="3" />, {
      graphql: [mockGraphqlError(DETAIL_INSTALLATIONS, {manufacturerId: '3'}, 'Manufacturer not found')],
    });
    expect(await screen.findByText('Some error occured')).toBeInTheDocument();
  });
});
