import type {AdminVerificationBatchQuery, AdminVerificationBatchQueryVariables} from '@voltcheck/api-client';
import {captureDownloads, mockGraphql, mockGraphqlError, mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {BatchShow} from './BatchShow';
import {VERIFICATION_BATCH} from './queries';

type Batch = AdminVerificationBatchQuery['verificationBatch'];

const batchId = '3c9e1f0a-5b2d-4e8f-9a61-7d0c2b1e4f00';

function givenBatch(batch: Partial<Batch> = {}): Batch {
  return {
    batchId,
    isTest: false,
    requestId: 'REQ-77',
    requestType: 1,
    requestFormat: 'XML',
    responseFormat: 'XML',
    signature: 'c2lnbmF0dXJl',
    createdOn: '2026-11-02T04:05:00.000Z',
    appProviderName: 'SolarCheck',
    installation: {
      productInstallationId: '301',
      installationDate: '2026-10-15',
      city: 'Parramatta',
      state: 'NSW',
      postCode: '2150',
      installerAccreditationCode: 'A1234567',
      retailerName: null,
      ratedPower: 13500,
      latitude: null,
      longitude: null,
    },
    items: [
      {
        productLogId: '9001',
        failedSerial: 'SN-0001',
        status: 1,
        reason: '',
        requestedBrand: 'Voltix',
        requestedModel: 'VX-10',
        parralelImportComment: null,
      },
      {
        productLogId: '9002',
        failedSerial: 'SN-0002',
        status: 0,
        reason: 'Serial not found',
        requestedBrand: 'Voltix',
        requestedModel: 'VX-10',
        parralelImportComment: 'Imported via NZ',
      },
    ],
    ...batch,
  };
}

const batch = (answer: Batch) =>
  mockGraphql<AdminVerificationBatchQuery, AdminVerificationBatchQueryVariables>(
    VERIFICATION_BATCH,
    {batchId},
    {verificationBatch: answer},
  );

const at = {route: `/Logs/batch/${batchId}`, path: '/Logs/batch/:batchId'};

describe('BatchShow', () => {
  it('shows the batch of the address: request, installation and items', async () => {
    renderInConsole(<BatchShow />, {...at, graphql: [batch(givenBatch())]});
    expect(await screen.findByText(`Batch ${batchId}`)).toBeInTheDocument();
    expect(screen.getByText('REQ-77 · Installation · XML → XML')).toBeInTheDocument();
    expect(screen.getByText('#301 on 15/10/2026')).toBeInTheDocument();
    expect(screen.getByText('Parramatta, NSW, 2150')).toBeInTheDocument();
    expect(screen.getByText('13.5 kW')).toBeInTheDocument();
    const items = screen.getByRole('table', {name: 'Batch items'});
    expect(within(items).getByRole('row', {name: /SN-0001/})).toHaveTextContent('Verified');
    const failed = within(items).getByRole('row', {name: /SN-0002/});
    expect(failed).toHaveTextContent('Not Verified · Serial not found');
    expect(failed).toHaveTextContent('Imported via NZ');
    expect(screen.getByText('Items (2)')).toBeInTheDocument();
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });

  it('says what a test-mode batch without installation keeps', async () => {
    renderInConsole(<BatchShow />, {
      ...at,
      graphql: [batch(givenBatch({isTest: true, installation: null, items: []}))],
    });
    expect(await screen.findByText('Test mode: nothing but this batch was kept')).toBeInTheDocument();
    expect(screen.getByText('This batch created no installation.')).toBeInTheDocument();
    expect(
      screen.getByText('A test-mode batch keeps no items: download the response to see what was answered.'),
    ).toBeInTheDocument();
  });

  it("shows the server's answer for a batch it does not know", async () => {
    renderInConsole(<BatchShow />, {
      ...at,
      graphql: [mockGraphqlError(VERIFICATION_BATCH, {batchId}, 'Verification batch not found', {code: 'NOT_FOUND'})],
    });
    expect(await screen.findByText('Verification batch not found')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Logs'})).toHaveAttribute('href', '/Logs');
  });

  it('downloads the response as the batch id .xml', async () => {
    const saved = captureDownloads();
    const response = mockRest('/api/v1/verification-batches/{batchId}/{part}', 'get', 200, '<response/>');
    const {user} = renderInConsole(<BatchShow />, {...at, graphql: [batch(givenBatch())]});
    await user.click(await screen.findByRole('button', {name: 'Response'}));
    await expect.poll(() => saved.length).toBe(1);
    expect(response.calls[0].url.pathname).toBe(`/api/v1/verification-batches/${batchId}/response`);
    expect(saved[0].fileName).toBe(`${batchId}.xml`);
    expect(await saved[0].text()).toBe('<response/>');
  });
});
