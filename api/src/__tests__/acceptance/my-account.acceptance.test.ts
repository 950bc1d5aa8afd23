import {RunningServer} from '../../server';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {givenStaff, gql, TINY_PNG} from '../helpers/staff.helpers';

describe('My Account: /api/profile/update, profile photo and company logo', () => {
  let server: RunningServer;
  let madmin: string;
  beforeAll(async () => {
    server = await givenRunningApp();
    madmin = await givenToken(server, 'madmin');
  });
  afterAll(async () => {
    // The demo madmin as the fixtures made it: the other test files read its profile.
    await server.pool.query(
      `UPDATE app_user SET first_name = 'Mia', last_name = 'Maker', mobile = '0412345678', profile_photo = NULL WHERE username = 'madmin'`,
    );
    await server.pool.query(`UPDATE manufacturer SET logo = NULL, upload_frequency = 2 WHERE name = 'Demo Energy'`);
    await server.stop();
  });

  const upload = (token: string, path: string, data: Buffer, name = 'image.png') =>
    client(server).post(`/api/profile/${path}`).auth(token, {type: 'bearer'}).attach('File', data, name);

  it('updates names, phone and upload frequency with the rules of document 001', async () => {
    const update = (body: object) =>
      client(server).post('/api/profile/update').auth(madmin, {type: 'bearer'}).send(body);
    expect((await update({FirstName: '', LastName: 'Maker'}).expect(400)).body.message).toBe('This field is required');
    expect((await update({FirstName: 'Mia', LastName: 'Maker', Mobile: '0212345678'}).expect(400)).body.message).toBe(
      'Mobile should be 10 digit and must start from 04 or 06',
    );
    expect(
      (await update({FirstName: 'Mia', LastName: 'Maker', Mobile: '0412345678', UploadFrequency: 7}).expect(400)).body
        .message,
    ).toBe('Please select upload frequency');
    await update({FirstName: 'Mia', LastName: 'Maker', Mobile: '0612345678', UploadFrequency: 4}).expect(200);
    const profile = (await client(server).get('/api/profile/profile').auth(madmin, {type: 'bearer'}).expect(200)).body;
    expect(profile).toMatchObject({phoneNumber: '0612345678', uploadFrequency: 4});
    const {body} = await gql(
      server,
      madmin,
      'mutation { updateMyProfile(input: {firstName: "Mia", lastName: "Maker", uploadFrequency: 2}) }',
    );
    expect(body.data.updateMyProfile).toBe('Profile updated successfully');
  });

  it('stores a PNG photo and logo, refuses what is not an image and what is too large, and serves them to whom may see them', async () => {
    expect(
      (await upload(madmin, 'uploadprofilephoto', Buffer.from('%PDF-1.4 not an image'), 'x.png').expect(400)).body
        .message,
    ).toBe('Please upload a PNG, JPEG or WebP image.');
    const large = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload(madmin, 'uploadlogo', large).expect(400)).body.message).toBe(
      'The image must be at most 2 MB.',
    );
    await upload(madmin, 'uploadprofilephoto', TINY_PNG).expect(200);
    await upload(madmin, 'uploadlogo', TINY_PNG).expect(200);
    const profile = (await client(server).get('/api/profile/profile').auth(madmin, {type: 'bearer'}).expect(200)).body;
    const logo = await client(server).get(profile.logo).auth(madmin, {type: 'bearer'}).expect(200);
    expect(logo.headers['content-type']).toBe('image/png');
    await client(server).get(profile.profilePhoto).auth(madmin, {type: 'bearer'}).expect(200);
    const other = await givenStaff(
      server,
      {role: 'mstaff', manufacturer: 'Austral Demo Batteries'},
      {'Austral Demo Batteries': [1]},
    );
    await client(server).get(profile.logo).auth(other.token, {type: 'bearer'}).expect(404);
    await client(server).get(profile.profilePhoto).auth(other.token, {type: 'bearer'}).expect(404);
  });

  it('lets staff change their own profile only with Manage Profile, and never the logo', async () => {
    const without = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1]});
    const withIt = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1, 5]});
    const body = {FirstName: 'Staff', LastName: 'Member'};
    await client(server).post('/api/profile/update').auth(without.token, {type: 'bearer'}).send(body).expect(403);
    await upload(without.token, 'uploadprofilephoto', TINY_PNG).expect(403);
    const refused = await gql(
      server,
      without.token,
      'mutation { updateMyProfile(input: {firstName: "A", lastName: "B"}) }',
    );
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await client(server).post('/api/profile/update').auth(withIt.token, {type: 'bearer'}).send(body).expect(200);
    await upload(withIt.token, 'uploadprofilephoto', TINY_PNG).expect(200);
    await upload(withIt.token, 'uploadlogo', TINY_PNG).expect(403);
    // Another user's photo is not the caller's to set.
    await client(server)
      .post('/api/profile/uploadprofilephoto')
      .auth(withIt.token, {type: 'bearer'})
      .field('UserId', String(without.id))
      .attach('File', TINY_PNG, 'p.png')
      .expect(403);
  });

  it('ends the old tokens of an account whose password changed', async () => {
    const member = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1]});
    const changed = await client(server)
      .post('/api/profile/change_password')
      .auth(member.token, {type: 'bearer'})
      .send({Password: 'Changed@123', ConfirmPassword: 'Changed@123'})
      .expect(200);
    expect(changed.body.message).toBe('Password changed succesfully.');
    await client(server).get('/api/profile/profile').auth(member.token, {type: 'bearer'}).expect(401);
    await client(server).get('/api/profile/profile').auth(changed.body.token, {type: 'bearer'}).expect(200);
  });
});
