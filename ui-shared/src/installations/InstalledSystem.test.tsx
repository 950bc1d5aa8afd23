import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {InstalledSystem} from './InstalledSystem';

describe('InstalledSystem', () => {
  it("shows a unit's modules, capacity and approved configuration", () => {
    render(
      <InstalledSystem
        parentSerial={null}
        system={{moduleCount: 4, nominalKWh: 20, usableKWh: 18.4, configuration: {moduleCount: 4}}}
      />,
    );
    expect(
      screen.getByText('Battery system: 4 modules, 20 kWh nominal, 18.4 kWh usable · approved configuration of 4'),
    ).toBeInTheDocument();
  });

  it('says when the module count is no approved configuration', () => {
    render(
      <InstalledSystem
        parentSerial={null}
        system={{moduleCount: 1, nominalKWh: 5, usableKWh: 4.6, configuration: null}}
      />,
    );
    expect(screen.getByText(/1 module, 5 kWh nominal, 4.6 kWh usable · no approved configuration/)).toBeInTheDocument();
  });

  it("names a module's unit, and shows nothing for a plain serial", () => {
    const {container, rerender} = render(<InstalledSystem parentSerial="DESTACK-000001" system={null} />);
    expect(screen.getByText('Module of DESTACK-000001')).toBeInTheDocument();
    rerender(<InstalledSystem parentSerial={null} system={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
