import {mockGraphql, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {NOTIFICATION_GROUPS} from '@voltcheck/ui-shared';
import type {ProductLinesQuery, UploadHistoryQuery} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {renderPortal, type PortalRenderOptions} from '../testing/renderPortal';
import {givenFailedSerial, pageOf} from '../testing/serials';
import {FlashPage} from '../pages/flash/FlashPage';
import {UploadCard} from '../pages/history/UploadCard';
import {NotificationPage} from '../pages/notification/NotificationPage';
import {PRODUCT_LINES} from '../pages/product-line/productLine.queries';
import {ProductLinesPage} from '../pages/product-line/ProductLinesPage';
import {GlobalSerialsPage} from '../pages/serials/GlobalSerialsPage';
import {FAILED_SERIALS} from '../pages/serials/serials.queries';
import {missingPermissionReason, PERMISSION} from './permissions';

const EVERY = Object.values(PERMISSION) as number[];
/** A staff member holding every permission but `missing`. */
const staffWithout = (missing: number): PortalRenderOptions => ({
  role: 'mstaff',
  profile: {permissions: EVERY.filter(p => p !== missing)},
});
/** The action is there, disabled, and its wrapper says which permission it needs. */
const expectRefused = (button: HTMLElement, permission: number) => {
  expect(button).toHaveAttribute(button.tagName === 'A' ? 'aria-disabled' : 'disabled');
  expect(button.closest(`[aria-label="${missingPermissionReason(permission)}"]`)).not.toBeNull();
};
const expectOffered = (button: HTMLElement) => {
  expect(button).not.toHaveAttribute('disabled');
  expect(button).not.toHaveAttribute('aria-disabled', 'true');
};

const line: ProductLinesQuery['productLines'][number] = {
  productLineId: '5',
  manufacturerId: '1',
  lineName: 'Solar Max',
  logo: null,
  updatedOn: '2026-10-01T00:00:00.000Z',
  totalProduct: 3,
  productWarranty: null,
};
const lines = () =>
  mockGraphql(PRODUCT_LINES, {filter: null, skip: 0, first: 100}, {productLines: [line], productLineCount: 1});
const group = {
  id: '11',
  groupName: 'Operations',
  description: 'Failures',
  enabled: true,
  mailKinds: ['DIGEST' as const],
  updatedOn: '2026-11-02T04:05:00.000Z',
  updatedBy: 'maker',
  notificationGroupUsers: [],
  availableUsers: [],
};
const failed = {FailedProductSerialListing: pageOf([givenFailedSerial()], 12)};
const failedMocks = () => [
  mockGraphql(FAILED_SERIALS, {manufacturerId: null, first: 1, skip: 0}, failed),
  mockGraphql(FAILED_SERIALS, {filter: null, manufacturerId: null, first: 100, skip: 0}, failed),
];
const upload: UploadHistoryQuery['uploadHistory']['list'][number] = {
  uploadId: '101',
  batchId: 'b-101',
  manufacturerId: '1',
  sourceFileName: 'serials.xlsx',
  systemFileName: 'stored-101.xlsx',
  reportFileName: 'report-101.csv',
  totalRecords: 10,
  success: 7,
  failed: 3,
  unitCount: 0,
  moduleCount: 0,
  type: 1,
  uploadedOn: '2026-11-02T04:05:00.000Z',
  uploadedBy: '7',
  distributorId: null,
  isDeleted: false,
  deletedOn: null,
  deletedBy: null,
  restoredFrom: null,
  restoredTo: null,
  stateLabel: 'Original',
  deleteReason: null,
  deletedCount: null,
  undeletedCount: null,
  canDeleteOrRestore: false,
  user: null,
  ledgerHistory: {
    ledgerPendingCount: 0,
    ledgerPassCount: 7,
    ledgerFailCount: 0,
    ledgerDeletedCount: 0,
    ledgerDate: null,
    ledgerFailReasons: [],
  },
};

describe('Manage Profile governs product lines and notification groups', () => {
  it('staff without it see Add, Edit and Delete of product lines disabled with the reason', async () => {
    renderPortal(<ProductLinesPage />, {...staffWithout(PERMISSION.manageProfile), graphql: [lines()]});
    const table = await screen.findByRole('table', {name: 'Product lines'});
    expectRefused(screen.getByRole('link', {name: 'Add Product Line'}), PERMISSION.manageProfile);
    expectRefused(within(table).getByRole('button', {name: 'Edit Solar Max'}), PERMISSION.manageProfile);
    expectRefused(within(table).getByRole('button', {name: 'Delete Solar Max'}), PERMISSION.manageProfile);
  });

  it('staff with it, and the manufacturer administrator, are offered them', async () => {
    for (const options of [staffWithout(PERMISSION.upload), {role: 'madmin' as const}]) {
      const {unmount} = renderPortal(<ProductLinesPage />, {...options, graphql: [lines()]});
      const table = await screen.findByRole('table', {name: 'Product lines'});
      expectOffered(screen.getByRole('link', {name: 'Add Product Line'}));
      expect(within(table).getByRole('link', {name: 'Edit Solar Max'})).toHaveAttribute('href', '/EditProductLine/5');
      expectOffered(within(table).getByRole('button', {name: 'Delete Solar Max'}));
      unmount();
    }
  });

  it('staff without it see no usable Add Group, Edit or Delete on notifications', async () => {
    renderPortal(<NotificationPage />, {
      ...staffWithout(PERMISSION.manageProfile),
      graphql: [mockGraphql(NOTIFICATION_GROUPS, {manufacturerId: null}, {notificationGroups: [group]})],
    });
    await screen.findByRole('heading', {name: 'Operations'});
    expectRefused(screen.getByRole('button', {name: 'Add Group'}), PERMISSION.manageProfile);
    expectRefused(screen.getByRole('button', {name: 'Edit'}), PERMISSION.manageProfile);
    expectRefused(screen.getByRole('button', {name: 'Delete'}), PERMISSION.manageProfile);
  });
});

describe('Upload governs the importer', () => {
  it('staff without it see Upload Now disabled with the reason, and the flash page says why', async () => {
    renderPortal(<GlobalSerialsPage />, {
      ...staffWithout(PERMISSION.upload),
      graphql: failedMocks(),
    });
    expectRefused(await screen.findByRole('link', {name: 'Upload Now'}), PERMISSION.upload);
    expectOffered(screen.getByRole('button', {name: 'CSV'}));
  });

  it('the flash page, reached by its address without Upload, says why before any file is chosen', () => {
    renderPortal(<FlashPage />, {...staffWithout(PERMISSION.upload), route: '/flash'});
    expect(screen.getByText(missingPermissionReason(PERMISSION.upload))).toBeInTheDocument();
    expect(screen.queryByTestId('flash-file-input')).not.toBeInTheDocument();
  });
});

describe('Download governs the downloads', () => {
  it('staff without it see the failed serials download disabled with the reason', async () => {
    renderPortal(<GlobalSerialsPage />, {...staffWithout(PERMISSION.download), graphql: failedMocks()});
    expectRefused(await screen.findByRole('button', {name: 'CSV'}), PERMISSION.download);
    expectRefused(screen.getByRole('button', {name: 'XLSX'}), PERMISSION.download);
    expectOffered(screen.getByRole('link', {name: 'Upload Now'}));
  });

  it('and the upload history card’s Original, Report and Ledger Report', () => {
    renderPortal(<UploadCard upload={upload} isAdmin={false} onChanged={() => {}} />, {
      ...staffWithout(PERMISSION.download),
    });
    for (const name of ['Original', 'Report', 'Ledger Report'])
      expectRefused(screen.getByRole('button', {name}), PERMISSION.download);
  });

  it('a refusal the screen could not foresee shows the server’s message, not "some error occured"', async () => {
    const message = 'You do not have permission to do this. It needs the Download permission.';
    mockRest('/api/serials/failed/export', 'get', 403, {status: false, message} as never);
    const {user} = renderPortal(<GlobalSerialsPage />, {graphql: failedMocks()});
    await user.click(await screen.findByRole('button', {name: 'CSV'}));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('some error occured')).not.toBeInTheDocument();
  });
});
