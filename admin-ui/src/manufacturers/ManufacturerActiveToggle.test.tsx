import {mockGraphql, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {NOT_ON_ALLOW_LIST} from '../layout/allowList';
import {renderInConsole} from '../testing/renderInConsole';
import {ManufacturerActiveToggle} from './ManufacturerActiveToggle';
import {CAN_ACTIVATE} from './queries';

const renderToggle = (allowed: boolean) =>
  renderInConsole(<ManufacturerActiveToggle record={{id: '1', isActive: true}} />, {
    graphql: [mockGraphql(CAN_ACTIVATE, {}, {canActivateManufacturers: allowed})],
  });

describe('ManufacturerActiveToggle', () => {
  it('is disabled with the reason on hover for an administrator not on the allow-list', async () => {
    const {user} = renderToggle(false);
    const button = await screen.findByRole('button', {name: 'Active'});
    expect(button).toBeDisabled();
    await user.hover(button.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(NOT_ON_ALLOW_LIST);
  });

  it('is offered to an allow-listed administrator', async () => {
    renderToggle(true);
    expect(await screen.findByRole('button', {name: 'Active'})).toBeEnabled();
  });
});
