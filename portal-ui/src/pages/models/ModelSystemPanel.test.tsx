import {mockGraphql, renderWithProviders, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {ModelSystemPanel} from './ModelSystemPanel';
import {PRODUCT_BATTERY_SYSTEM} from './models.queries';

const configuration = (n: number) => ({
  moduleCount: n,
  nominalKWh: n * 5,
  usableKWh: Math.round(n * 46) / 10,
  approvedDate: '2025-07-01',
  expiryDate: '2030-07-01',
});

describe('ModelSystemPanel', () => {
  it("shows a unit model's modules and approved configurations", async () => {
    const system = {
      modules: [{productId: '8', model: 'DE-M5', nominalKWh: 5, usableKWh: 4.6}],
      configurations: [configuration(2), configuration(8)],
    };
    renderWithProviders(<ModelSystemPanel productId="7" manufacturerId={null} />, {
      graphql: [
        mockGraphql(
          PRODUCT_BATTERY_SYSTEM,
          {productId: '7', manufacturerId: null},
          {product: {productId: '7', batterySystem: system, batteryModule: null}},
        ),
      ],
    });
    expect(await screen.findByText(/DE-M5 \(5 kWh nominal, 4.6 kWh usable\)/)).toBeInTheDocument();
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[2]).toHaveTextContent('840 kWh36.8 kWh');
  });

  it("shows a module model's capacity and the units it fits, and nothing for a plain model", async () => {
    const {unmount} = renderWithProviders(<ModelSystemPanel productId="8" manufacturerId={null} />, {
      graphql: [
        mockGraphql(
          PRODUCT_BATTERY_SYSTEM,
          {productId: '8', manufacturerId: null},
          {
            product: {
              productId: '8',
              batterySystem: null,
              batteryModule: {nominalKWh: 5, usableKWh: 4.6, units: ['DE-STACK']},
            },
          },
        ),
      ],
    });
    expect(await screen.findByText(/5 kWh nominal, 4.6 kWh usable per module. Fits: DE-STACK/)).toBeInTheDocument();
    unmount();
    const plain = renderWithProviders(<ModelSystemPanel productId="9" manufacturerId={null} />, {
      graphql: [
        mockGraphql(
          PRODUCT_BATTERY_SYSTEM,
          {productId: '9', manufacturerId: null},
          {product: {productId: '9', batterySystem: null, batteryModule: null}},
        ),
      ],
    });
    await new Promise(resolve => setTimeout(resolve, 20));
    expect(plain.container).toBeEmptyDOMElement();
  });
});
