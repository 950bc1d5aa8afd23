import {render, screen} from '@testing-library/react';
import {describe, expect, it} from 'vitest';
import {SystemSerials} from './SystemSerials';

describe('SystemSerials', () => {
  it("lists a unit's modules", () => {
    render(<SystemSerials parentSerial={null} modules={['DEM5-000001', 'DEM5-000002']} />);
    expect(screen.getByText('2 modules: DEM5-000001, DEM5-000002')).toBeInTheDocument();
  });

  it("names a module's unit", () => {
    render(<SystemSerials parentSerial="DESTACK-000001" modules={[]} />);
    expect(screen.getByText('Module of DESTACK-000001')).toBeInTheDocument();
  });

  it('keeps the modules and the unit of an available (masked) serial masked', () => {
    const {rerender} = render(<SystemSerials parentSerial={null} modules={['DEM5-000001', 'DEM5-000002']} masked />);
    expect(screen.getByText('2 modules')).toBeInTheDocument();
    expect(screen.queryByText(/DEM5-000001/)).not.toBeInTheDocument();
    rerender(<SystemSerials parentSerial="DESTACK-000001" modules={[]} masked />);
    expect(screen.getByText('Module of XXXX-XXXX-XXXX')).toBeInTheDocument();
  });

  it('shows nothing for a plain serial', () => {
    const {container} = render(<SystemSerials parentSerial={null} modules={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
