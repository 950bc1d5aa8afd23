import {MESSAGES, UPLOAD_FREQUENCIES} from '@voltcheck/api-client';
import {mockRest, screen} from '@voltcheck/ui-shared/testing';
import {describe, expect, it} from 'vitest';
import {renderPortal} from '../../testing/renderPortal';
import {RegisterPage} from './RegisterPage';
import {MANUFACTURER_REGISTERED} from './useRegisterForm';

type User = ReturnType<typeof renderPortal>['user'];

/** The look-ups a visitor's typing makes: the user name and company are free, no suggestion matches. */
function givenFreeLookups({companyRegistered = false} = {}) {
  mockRest('/api/account/AccountExist', 'get', 200, {status: false});
  mockRest('/api/profile/manufactureravailable', 'get', 200, {status: !companyRegistered});
  mockRest('/api/profile/isvalid', 'get', 200, {status: true});
  mockRest('/api/profile/company', 'get', 200, []);
  mockRest('/api/profile/address', 'get', 200, []);
}

/** Types a whole value at once (a paste): key by key, the eleven fields take longer than a test may. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(user: User) {
  await fill(user, screen.getByLabelText('Username'), 'newmaker');
  await fill(user, screen.getByLabelText('Password'), 'Maker@123');
  await fill(user, screen.getByLabelText('First Name'), 'Nina');
  await fill(user, screen.getByLabelText('Last Name'), 'Maker');
  await fill(user, screen.getByLabelText('Email'), 'nina@newmaker.example');
  await fill(user, screen.getByLabelText('Mobile'), '0412345678');
  await fill(user, screen.getByRole('combobox', {name: 'Company Name'}), 'New Maker');
  await fill(user, screen.getByLabelText('ABN'), '51824753556');
  await fill(user, screen.getByLabelText('Company Phone'), '0298765432');
  await user.selectOptions(screen.getByLabelText('Upload Frequency'), String(UPLOAD_FREQUENCIES[0].code));
  await fill(user, screen.getByRole('combobox', {name: 'Address'}), '1 Main St, Sydney NSW');
}

const renderRegister = () => renderPortal(<RegisterPage />, {role: null, route: '/register'});

describe('RegisterPage', () => {
  it('names every missing field and calls nothing', async () => {
    const {user} = renderRegister();
    expect(screen.getByRole('heading', {name: 'Create your account'})).toBeInTheDocument();
    await user.click(screen.getByRole('button', {name: 'Register'}));
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(9);
  });

  it('says when the user name is taken as soon as the field is left', async () => {
    const exists = mockRest('/api/account/AccountExist', 'get', 200, {status: true});
    const {user} = renderRegister();
    await user.type(screen.getByLabelText('Username'), 'madmin');
    await user.tab();
    expect(await screen.findByText(MESSAGES.usernameTaken)).toBeInTheDocument();
    expect(exists.calls[0].url.searchParams.get('search')).toBe('madmin');
  });

  it('registers the company and asks to activate the account from the email', async () => {
    givenFreeLookups();
    const registered = mockRest('/api/account/register', 'post', 200, {
      status: true,
      message: 'Registration successful. Please check your email to activate your account.',
    });
    const {user} = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', {name: 'Register'}));
    expect(await screen.findByRole('status')).toHaveTextContent('Registration successful.');
    expect(screen.getByRole('status')).toHaveTextContent('nina@newmaker.example');
    expect(registered.calls[0].body).toMatchObject({
      Username: 'newmaker',
      CompanyName: 'New Maker',
      AbnNo: '51824753556',
      UploadFrequency: UPLOAD_FREQUENCIES[0].code,
      Address: '1 Main St, Sydney NSW',
    });
  });

  it('says when the company already has an account as soon as the field is left', async () => {
    givenFreeLookups({companyRegistered: true});
    const {user} = renderRegister();
    await fill(user, screen.getByRole('combobox', {name: 'Company Name'}), 'Demo Energy');
    await user.tab();
    expect(await screen.findByText(MANUFACTURER_REGISTERED)).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    givenFreeLookups();
    mockRest('/api/account/register', 'post', 409, {
      status: false,
      message: 'Email already registered',
      field: 'Email',
    });
    const {user} = renderRegister();
    await fillIn(user);
    await user.click(screen.getByRole('button', {name: 'Register'}));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
