import type {InstalledSerialFieldsFragment} from '@voltcheck/api-client';
import {describe, expect, it, vi} from 'vitest';
import {renderWithProviders, screen, within} from '../testing';
import {InstalledSerialsDialog} from './InstalledSerialsDialog';

function givenInstalledSerial(over: Partial<InstalledSerialFieldsFragment> = {}): InstalledSerialFieldsFragment {
  return {
    productSerialId: '1',
    serial: 'DE400W-000123',
    brandName: 'Demo Energy',
    model: 'DE-400W',
    ledgerStatus: 'pass',
    ledgerDate: '2024-01-15',
    parentSerial: null,
    system: null,
    ...over,
  };
}

const dialog = () => screen.getByRole('dialog', {name: 'List of Installed Serials'});

describe('InstalledSerialsDialog', () => {
  it('shows that the serials load', () => {
    renderWithProviders(<InstalledSerialsDialog rows={undefined} loading onClose={() => {}} />);
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Loading serials');
  });

  it("says so when the installation has no serial to show, in the app's words", () => {
    renderWithProviders(
      <InstalledSerialsDialog rows={[]} loading={false} emptyText="Nothing here." onClose={() => {}} />,
    );
    expect(within(dialog()).getByText('Nothing here.')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error instead of the rows', () => {
    renderWithProviders(
      <InstalledSerialsDialog rows={undefined} loading={false} error="Some error occured" onClose={() => {}} />,
    );
    expect(within(dialog()).getByRole('alert')).toHaveTextContent('Some error occured');
    expect(within(dialog()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists brand, model, serial and ledger state, in the day format given, and closes', async () => {
    const onClose = vi.fn();
    const {user} = renderWithProviders(
      <InstalledSerialsDialog
        rows={[
          givenInstalledSerial(),
          givenInstalledSerial({productSerialId: '2', serial: 'DE400W-000124', ledgerStatus: 'pending'}),
        ]}
        loading={false}
        day={iso => `day ${iso}`}
        onClose={onClose}
      />,
    );
    const table = within(dialog()).getByRole('table', {name: 'Installed serials'});
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map(h => h.textContent),
    ).toEqual(['Brand', 'Models', 'Serials', 'Ledger Status']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Demo EnergyDE-400WDE400W-000123Uploaded day 2024-01-15');
    expect(second).toHaveTextContent('Not Uploaded');
    await user.click(screen.getByRole('button', {name: 'Close'}));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a battery unit's system and a module's unit under their serials", () => {
    renderWithProviders(
      <InstalledSerialsDialog
        rows={[
          givenInstalledSerial({
            serial: 'DESTACK-000001',
            system: {moduleCount: 2, nominalKWh: 10, usableKWh: 9.2, configuration: null},
          }),
          givenInstalledSerial({productSerialId: '2', serial: 'DEMOD-000001', parentSerial: 'DESTACK-000001'}),
        ]}
        loading={false}
        onClose={() => {}}
      />,
    );
    const [, unit, module] = within(dialog()).getAllByRole('row');
    expect(unit).toHaveTextContent(
      'Battery system: 2 modules, 10 kWh nominal, 9.2 kWh usable · no approved configuration',
    );
    expect(module).toHaveTextContent('Module of DESTACK-000001');
  });
});
