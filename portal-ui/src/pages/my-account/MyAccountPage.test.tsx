import {mockRest, screen, within} from '@voltcheck/ui-shared/testing';
import {MESSAGES} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {givenProfile, renderPortal} from '../../testing/renderPortal';
import {MyAccountPage} from './MyAccountPage';

const update = {name: 'Update'};

describe('MyAccountPage', () => {
  it('fills the form from the profile, with the upload frequency and the company logo of a manufacturer', () => {
    renderPortal(<MyAccountPage />, {profile: {firstName: 'Pat', lastName: 'Portal', uploadFrequency: 2}});
    const form = screen.getByRole('form', {name: 'My Account'});
    expect(within(form).getByRole('textbox', {name: /First Name/})).toHaveValue('Pat');
    expect(within(form).getByRole('textbox', {name: /Last Name/})).toHaveValue('Portal');
    expect(within(form).getByRole('textbox', {name: 'Phone'})).toHaveValue('0412345678');
    expect(within(form).getByRole('combobox', {name: 'Upload frequency'})).toHaveTextContent('Weekly');
    expect(within(form).getByText('Company logo')).toBeInTheDocument();
  });

  it('gives staff neither the upload frequency nor the company logo', () => {
    renderPortal(<MyAccountPage />, {role: 'mstaff'});
    expect(screen.queryByRole('combobox', {name: 'Upload frequency'})).not.toBeInTheDocument();
    expect(screen.queryByText('Company logo')).not.toBeInTheDocument();
  });

  it('gives a supplier no company logo', () => {
    renderPortal(<MyAccountPage />, {role: 'supplier'});
    expect(screen.queryByText('Company logo')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', {name: 'Upload frequency'})).toBeInTheDocument();
  });

  it('requires the names and a valid mobile before saving', async () => {
    const {user} = renderPortal(<MyAccountPage />);
    await user.clear(screen.getByRole('textbox', {name: /First Name/}));
    await user.clear(screen.getByRole('textbox', {name: 'Phone'}));
    await user.type(screen.getByRole('textbox', {name: 'Phone'}), '12345');
    await user.click(screen.getByRole('button', update));
    expect(screen.getByText(MESSAGES.required)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.staffMobile)).toBeInTheDocument();
  });

  it('saves the trimmed details with the upload frequency, then reloads the profile', async () => {
    const save = mockRest('/api/profile/update', 'post', 200, {status: true, message: 'Profile updated'});
    const reload = mockRest('/api/profile/profile', 'get', 200, givenProfile('madmin', {firstName: 'Patricia'}));
    const {user} = renderPortal(<MyAccountPage />, {profile: {uploadFrequency: 4}});
    const first = screen.getByRole('textbox', {name: /First Name/});
    await user.clear(first);
    await user.type(first, ' Patricia ');
    await user.click(screen.getByRole('button', update));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(save.calls[0].body).toEqual({
      FirstName: 'Patricia',
      LastName: 'Portal',
      Mobile: '0412345678',
      UploadFrequency: 4,
    });
    expect(reload.calls).toHaveLength(1);
  });

  it('sends no upload frequency for staff, and shows a refusal', async () => {
    const save = mockRest('/api/profile/update', 'post', 400, {status: false, message: 'FirstName is too long.'});
    const {user} = renderPortal(<MyAccountPage />, {role: 'mstaff'});
    await user.click(screen.getByRole('button', update));
    expect(await screen.findByText('FirstName is too long.')).toBeInTheDocument();
    expect(save.calls[0].body).not.toHaveProperty('UploadFrequency');
  });
});
