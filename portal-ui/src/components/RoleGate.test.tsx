import {screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../testing/renderPortal';
import {mayAskForLinks} from '../session/roles';
import {RoleGate} from './RoleGate';

const gate = (
  <RoleGate allows={mayAskForLinks} title="Manufacturer Links" message="Only suppliers ask here.">
    <p>the page</p>
  </RoleGate>
);

describe('RoleGate', () => {
  it('shows the page to a role it allows', () => {
    renderPortal(gate, {role: 'supplier'});
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it('tells any other role why, under the page title, instead of the page', () => {
    renderPortal(gate, {role: 'madmin'});
    expect(screen.getByRole('heading', {name: 'Manufacturer Links'})).toBeInTheDocument();
    expect(screen.getByText('Only suppliers ask here.')).toBeInTheDocument();
    expect(screen.queryByText('the page')).toBeNull();
  });
});
