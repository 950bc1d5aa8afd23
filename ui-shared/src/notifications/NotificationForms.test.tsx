import {describe, expect, it, vi} from 'vitest';
import {renderWithProviders, screen, within} from '../testing';
import {ContactForm} from './ContactForm';
import {ContactTransfer} from './ContactTransfer';
import {GroupDialog} from './GroupDialog';

const contact = (id: string, email: string, more: {unsubscribedOn?: string; enabled?: boolean} = {}) => ({
  notificationUserId: id,
  email,
  phone: null,
  enabled: more.enabled ?? true,
  unsubscribedOn: more.unsubscribedOn ?? null,
});

describe('ContactForm', () => {
  it('checks the email and phone, adds the contact, and empties itself once added', async () => {
    const onAdd = vi.fn(async () => true);
    const {user} = renderWithProviders(<ContactForm busy={false} onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Phone'), '12');
    await user.click(screen.getByRole('button', {name: 'Add Contact'}));
    expect(screen.getByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number should be between 6-12 characters')).toBeInTheDocument();
    expect(onAdd).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Email'), ' ops@brand.example ');
    await user.click(screen.getByRole('button', {name: 'Add Contact'}));
    expect(onAdd).toHaveBeenCalledWith({email: 'ops@brand.example', phone: ''});
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });
});

describe('ContactTransfer', () => {
  it('moves the checked contacts and marks unsubscribed and disabled ones', async () => {
    const onAssign = vi.fn();
    const {user} = renderWithProviders(
      <ContactTransfer
        available={[
          contact('2', 'qa@brand.example'),
          contact('3', 'old@brand.example', {unsubscribedOn: '2026-01-01'}),
        ]}
        assigned={[contact('1', 'ops@brand.example', {enabled: false})]}
        busy={false}
        onAssign={onAssign}
      />,
    );
    const available = screen.getByRole('region', {name: 'Available Contacts'});
    expect(within(available).getByText('Unsubscribed')).toBeInTheDocument();
    expect(within(screen.getByRole('region', {name: 'Assigned Contacts'})).getByText('Disabled')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Assign selected'})).toBeDisabled();
    await user.click(within(available).getByText('qa@brand.example'));
    await user.click(screen.getByRole('button', {name: 'Assign selected'}));
    expect(onAssign).toHaveBeenCalledWith(['1', '2']);
    await user.click(screen.getByRole('button', {name: 'Remove all'}));
    expect(onAssign).toHaveBeenLastCalledWith([]);
  });
});

describe('GroupDialog', () => {
  it('edits a group with at least one kind of mail', async () => {
    const onSave = vi.fn();
    const group = {groupName: 'Ops', description: 'Failures', mailKinds: ['LEDGER' as const], enabled: true};
    const {user} = renderWithProviders(
      <GroupDialog initial={group} busy={false} error={null} onSave={onSave} onClose={() => undefined} />,
    );
    const dialog = screen.getByRole('dialog', {name: 'Edit Group'});
    await user.click(within(dialog).getByRole('checkbox', {name: 'Ledger failures'}));
    await user.click(within(dialog).getByRole('button', {name: 'Save'}));
    expect(within(dialog).getByText('Choose at least one kind of mail.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', {name: 'Overdue upload reminder'}));
    await user.click(within(dialog).getByRole('button', {name: 'Save'}));
    expect(onSave).toHaveBeenCalledWith({...group, mailKinds: ['OVERDUE']});
  });
});
