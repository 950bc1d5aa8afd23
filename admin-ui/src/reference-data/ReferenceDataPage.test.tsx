import type {AdminReferenceDataQuery, AdminReferenceDataQueryVariables} from '@voltcheck/api-client';
import {mockGraphql, mockGraphqlError, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderInConsole} from '../testing/renderInConsole';
import {REFERENCE_DATA} from './queries';
import {ReferenceDataPage} from './ReferenceDataPage';

type ReferenceData = AdminReferenceDataQuery['referenceData'];

function givenReferenceData(data: Partial<ReferenceData> = {}): ReferenceData {
  return {
    manufacturers: [
      {
        manufacturerId: '7',
        name: 'Voltix Pty Ltd',
        brand: 'Voltix',
        isActive: true,
        totalSuppliers: 4,
        suppliers: [{distributorId: '21', name: 'Sunny Supplies', startDate: '2026-01-05', endDate: null}],
      },
      {manufacturerId: '8', name: 'Ampere Co', brand: 'Ampere', isActive: false, totalSuppliers: 0, suppliers: []},
    ],
    vsps: [
      {
        id: '1',
        name: 'GreenDeal',
        url: 'https://vsp.greendeal.example/api',
        version: '2.1',
        updatedOn: '2026-11-01T00:00:00.000Z',
      },
    ],
    appProviders: [
      {id: '3', name: 'SolarCheck', contactEmail: null, enabled: false, createdOn: '2026-03-01T00:00:00.000Z'},
    ],
    ...data,
  };
}

const referenceData = (answer: ReferenceData) =>
  mockGraphql<AdminReferenceDataQuery, AdminReferenceDataQueryVariables>(REFERENCE_DATA, {}, {referenceData: answer});

describe('ReferenceDataPage', () => {
  it('shows the manufacturers with their linked suppliers, then the VSPs and app providers on their tabs', async () => {
    const {user} = renderInConsole(<ReferenceDataPage />, {graphql: [referenceData(givenReferenceData())]});
    expect(await screen.findByText('Voltix Pty Ltd')).toBeInTheDocument();
    expect(screen.getByText('Brand Voltix · 4 suppliers')).toBeInTheDocument();
    expect(screen.getByText('From 05/01/2026')).toBeInTheDocument();
    expect(screen.getByText('and 1 more')).toBeInTheDocument();
    expect(screen.getByText('Self supplied: no linked suppliers.')).toBeInTheDocument();
    expect(screen.getByText('De-Active')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'VSPs'}));
    expect(screen.getByText('https://vsp.greendeal.example/api')).toBeInTheDocument();
    expect(screen.getByText('Version 2.1')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'App Providers'}));
    expect(screen.getByText('SolarCheck')).toBeInTheDocument();
    expect(screen.getByText('No contact email')).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
  });

  it('says on each tab when nothing is held', async () => {
    const {user} = renderInConsole(<ReferenceDataPage />, {
      graphql: [referenceData({manufacturers: [], vsps: [], appProviders: []})],
    });
    expect(await screen.findByText('No manufacturers are registered.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'VSPs'}));
    expect(screen.getByText(/No verification service providers \(VSPs\) are held yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', {name: 'App Providers'}));
    expect(screen.getByText('No app providers are registered.')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    renderInConsole(<ReferenceDataPage />, {graphql: [mockGraphqlError(REFERENCE_DATA, {}, 'Administrators only')]});
    expect(await screen.findByText('Administrators only')).toBeInTheDocument();
  });
});
