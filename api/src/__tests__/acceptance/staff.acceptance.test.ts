import {RunningServer} from '../../server';
import {linkIn, waitForMails} from '../helpers/account.helpers';
import {client, givenRunningApp, givenToken} from '../helpers/app.helpers';
import {addStaff, givenStaff, gql, idOf, staffFields, TINY_PNG} from '../helpers/staff.helpers';

describe('Staff: /api/staff and the staff GraphQL operations, per role', () => {
  let server: RunningServer;
  let demoEnergy: number;
  let austral: number;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    server = await givenRunningApp();
    demoEnergy = await idOf(server, 'manufacturer', 'Demo Energy');
    austral = await idOf(server, 'manufacturer', 'Austral Demo Batteries');
    for (const name of ['madmin', 'mstaff', 'supplier', 'distributor', 'diststaff', 'admin'])
      tokens[name] = await givenToken(server, name);
  });
  afterAll(() => server.stop());

  const list = (token: string, query = '') =>
    client(server).get(`/api/staff/list${query}`).auth(token, {type: 'bearer'});

  it("lists a manufacturer's staff cards with their permissions for madmin", async () => {
    const {body} = await list(tokens.madmin).expect(200);
    const sam = body.find((s: {userName: string}) => s.userName === 'mstaff');
    expect(sam).toMatchObject({fullName: 'Sam Staff', displayName: 'Demo Energy', profilePhoto: null});
    expect(sam.permissions.filter((p: {checked: boolean}) => p.checked).map((p: {name: string}) => p.name)).toEqual([
      'Read',
      'Upload',
    ]);
    expect(sam.permissions.map((p: {id: number}) => p.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('adds a staff member who gets an activation email, sets a password, signs in and is held to its permissions', async () => {
    const fields = staffFields();
    const added = await addStaff(server, tokens.madmin, fields, TINY_PNG).expect(200);
    expect(added.body).toMatchObject({status: true, message: 'New user added successfully'});
    const [mail] = await waitForMails(server, fields.Email as string);
    const link = linkIn(mail, 'resetpassword');
    expect(
      (await client(server).post('/api/account/token').send({Username: fields.UserName, Password: 'Fresh@123'})).status,
    ).toBe(401);
    await client(server)
      .post('/api/account/reset')
      .send({
        UserId: link.searchParams.get('uid'),
        Email: link.searchParams.get('email'),
        Token: link.searchParams.get('token'),
        Password: 'Fresh@123',
      })
      .expect(200);
    const token = await givenToken(server, fields.UserName as string, 'Fresh@123');
    const profile = (await client(server).get('/api/profile/profile').auth(token, {type: 'bearer'}).expect(200)).body;
    expect(profile).toMatchObject({role: 'mstaff', isStaff: true, manufacturerId: demoEnergy});
    // Read only: no staff management, no profile changes.
    await list(token).expect(403);
    await client(server)
      .post('/api/profile/update')
      .auth(token, {type: 'bearer'})
      .send({FirstName: 'A', LastName: 'B'})
      .expect(403);
    // Its photo is shown to its manufacturer's accounts.
    const photo = await client(server).get(profile.profilePhoto).auth(tokens.madmin, {type: 'bearer'}).expect(200);
    expect(photo.headers['content-type']).toBe('image/png');
    await client(server).get(profile.profilePhoto).auth(tokens.supplier, {type: 'bearer'}).expect(404);
  });

  it('audits a new staff member with its company and permissions, read as a sentence in the audit log', async () => {
    const fields = staffFields({
      ManufacturerId: demoEnergy,
      SerializedPermissions: [
        {id: 2, checked: true},
        {id: 1, checked: true},
      ],
    });
    const {staffId} = (await addStaff(server, tokens.admin, fields).expect(200)).body;
    const logs = await gql(
      server,
      tokens.admin,
      `query ($f: AuditLogFilter) { allAuditLogs(filter: $f) { action entity entityId sentence userName } }`,
      {f: {action: 'staff.create', entityId: String(staffId)}},
    ).expect(200);
    expect(logs.body.data.allAuditLogs).toEqual([
      {
        action: 'staff.create',
        entity: 'User',
        entityId: String(staffId),
        sentence: `Created staff member ${fields.UserName} for Demo Energy with Read, Upload`,
        userName: 'admin',
      },
    ]);
  });

  it('refuses a taken user name, a missing email and a bad phone with the messages of document 001', async () => {
    expect((await addStaff(server, tokens.madmin, staffFields({UserName: 'mstaff'})).expect(409)).body.message).toBe(
      'User name already taken',
    );
    expect((await addStaff(server, tokens.madmin, staffFields({Email: 'nope'})).expect(400)).body.message).toBe(
      'Please enter valid email address',
    );
    expect(
      (await addStaff(server, tokens.madmin, staffFields({PhoneNumber: '0212345678'})).expect(400)).body.message,
    ).toBe('Mobile should be 10 digit and must start from 04 or 06');
  });

  it('refuses manufacturer staff without Manage Staff on every staff call (REST and GraphQL)', async () => {
    await list(tokens.mstaff).expect(403);
    await addStaff(server, tokens.mstaff, staffFields()).expect(403);
    const sam = (await list(tokens.madmin).expect(200)).body.find((s: {userName: string}) => s.userName === 'mstaff');
    await client(server)
      .post('/api/staff/delete')
      .auth(tokens.mstaff, {type: 'bearer'})
      .send({FilterText: sam.staffId})
      .expect(403);
    const {body} = await gql(server, tokens.mstaff, '{ staffMembers { userName } }').expect(200);
    expect(body.errors[0].extensions.code).toBe('FORBIDDEN');
  });

  it('lets staff with Manage Staff add, edit and delete, granting only what they hold', async () => {
    const manager = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1, 6]});
    await addStaff(server, manager.token, staffFields({SerializedPermissions: [{id: 2, checked: true}]})).expect(403);
    const fields = staffFields();
    const {staffId} = (await addStaff(server, manager.token, fields).expect(200)).body;
    const edited = {
      StaffId: staffId,
      FirstName: 'Renamed',
      LastName: 'Member',
      Email: fields.Email,
      PhoneNumber: '',
      Permissions: [{id: 1, checked: true}],
    };
    expect(
      (await client(server).post('/api/staff/edit').auth(manager.token, {type: 'bearer'}).send(edited).expect(400)).body
        .message,
    ).toBe('This field is required');
    await client(server)
      .post('/api/staff/edit')
      .auth(manager.token, {type: 'bearer'})
      .send({
        ...edited,
        PhoneNumber: '0612345678',
        Permissions: [
          {id: 1, checked: true},
          {id: 6, checked: true},
        ],
      })
      .expect(200);
    const card = (await client(server).get(`/api/staff/${staffId}`).auth(tokens.madmin, {type: 'bearer'}).expect(200))
      .body;
    expect(card).toMatchObject({firstName: 'Renamed', phoneNumber: '0612345678'});
    expect(card.permissions.filter((p: {checked: boolean}) => p.checked).map((p: {id: number}) => p.id)).toEqual([
      1, 6,
    ]);
    await client(server)
      .post('/api/staff/delete')
      .auth(manager.token, {type: 'bearer'})
      .send({FilterText: staffId})
      .expect(200);
    await client(server).get(`/api/staff/${staffId}`).auth(tokens.madmin, {type: 'bearer'}).expect(404);
    // A permission removed takes effect on the next call.
    await server.pool.query('DELETE FROM staff_permission WHERE user_id = $1 AND permission_id = 6', [manager.id]);
    await list(manager.token).expect(403);
  });

  it("answers another manufacturer's staff id as unknown", async () => {
    const other = await givenStaff(
      server,
      {role: 'mstaff', manufacturer: 'Austral Demo Batteries'},
      {'Austral Demo Batteries': [1]},
    );
    await client(server).get(`/api/staff/${other.id}`).auth(tokens.madmin, {type: 'bearer'}).expect(404);
    await client(server)
      .post('/api/staff/delete')
      .auth(tokens.madmin, {type: 'bearer'})
      .send({FilterText: other.id})
      .expect(404);
  });

  it('refuses plain suppliers and distributor staff without Manage Staff', async () => {
    await list(tokens.supplier).expect(403);
    await list(tokens.diststaff).expect(403);
    await addStaff(server, tokens.supplier, staffFields()).expect(403);
  });

  it('lets a distributor add staff per manufacturer: at least one attached with one permission', async () => {
    const mapping = (attached: Record<number, number[]>) =>
      [demoEnergy, austral].map(m => ({
        manufacturerId: m,
        isManufacturerAttached: !!attached[m],
        permissions: (attached[m] ?? []).map(id => ({id, checked: true})),
      }));
    const none = staffFields({SerializedPermissions: undefined, SerializedManufacturerMapping: mapping({})});
    delete none.SerializedPermissions;
    expect((await addStaff(server, tokens.distributor, none).expect(400)).body.message).toBe(
      'Please attach at least one manufacturer with at least one permission.',
    );
    const fields = staffFields({SerializedManufacturerMapping: mapping({[austral]: [1, 4]})});
    delete fields.SerializedPermissions;
    const {staffId} = (await addStaff(server, tokens.distributor, fields).expect(200)).body;
    const cards = (await list(tokens.distributor).expect(200)).body;
    const card = cards.find((c: {staffId: number}) => c.staffId === staffId);
    expect(
      card.manufacturerMapping.map((m: {displayName: string; isManufacturerAttached: boolean}) => [
        m.displayName,
        m.isManufacturerAttached,
      ]),
    ).toEqual([
      ['Austral Demo Batteries', true],
      ['Demo Energy', false],
    ]);
    // The new member acts for the attached manufacturer only.
    await server.pool.query(
      "UPDATE app_user SET email_confirmed = true, password_hash = (SELECT password_hash FROM app_user WHERE username = 'diststaff') WHERE id = $1",
      [staffId],
    );
    const token = await givenToken(server, fields.UserName as string);
    const profile = (await client(server).get('/api/profile/profile').auth(token, {type: 'bearer'}).expect(200)).body;
    expect(profile.manufacturerIds).toEqual([austral]);
    const query = 'query($m: ID) { uploadHistory(manufacturerId: $m) { count } }';
    expect((await gql(server, token, query, {m: String(demoEnergy)})).body.errors[0].extensions.code).toBe('NOT_FOUND');
    // A mapping naming a manufacturer the distributor is not linked to is refused.
    const stranger = staffFields({
      SerializedManufacturerMapping: [
        {manufacturerId: 999999, isManufacturerAttached: true, permissions: [{id: 1, checked: true}]},
      ],
    });
    delete stranger.SerializedPermissions;
    expect((await addStaff(server, tokens.distributor, stranger).expect(400)).body.message).toBe(
      'This manufacturer is not linked with your account.',
    );
  });

  it('gives administrators the staff of a named manufacturer or distributor, and a password reset only', async () => {
    expect((await list(tokens.admin).expect(400)).body.message).toBe('Missing manufacturer information');
    expect((await addStaff(server, tokens.admin, staffFields()).expect(400)).body.message).toBe(
      'Missing manufacturer information',
    );
    const staff = (await list(tokens.admin, `?manufacturerId=${demoEnergy}`).expect(200)).body;
    expect(staff.map((s: {userName: string}) => s.userName)).toContain('mstaff');
    const distributor = await idOf(server, 'distributor', 'Demo Distribution Pty Ltd');
    const theirs = (await list(tokens.admin, `?distributorId=${distributor}`).expect(200)).body;
    expect(theirs.map((s: {userName: string}) => s.userName)).toContain('diststaff');
    await addStaff(server, tokens.admin, staffFields({ManufacturerId: String(demoEnergy)})).expect(200);

    const target = await givenStaff(server, {role: 'mstaff', manufacturer: 'Demo Energy'}, {'Demo Energy': [1]});
    await client(server)
      .post('/api/staff/delete')
      .auth(tokens.admin, {type: 'bearer'})
      .send({FilterText: target.id})
      .expect(403);
    const reset = {UserId: target.id, Password: 'Reset@123', ConfirmPassword: 'Reset@123'};
    await client(server).post('/api/staff/resetpassword').auth(tokens.madmin, {type: 'bearer'}).send(reset).expect(403);
    expect(
      (
        await client(server)
          .post('/api/staff/resetpassword')
          .auth(tokens.admin, {type: 'bearer'})
          .send({...reset, ConfirmPassword: 'x'})
          .expect(400)
      ).body.message,
    ).toBe('Confirm password did not match');
    expect(
      (
        await client(server)
          .post('/api/staff/resetpassword')
          .auth(tokens.admin, {type: 'bearer'})
          .send(reset)
          .expect(200)
      ).body.message,
    ).toBe('Account Reset succesfully');
    await client(server).get('/api/profile/profile').auth(target.token, {type: 'bearer'}).expect(401);
    await givenToken(server, target.username, 'Reset@123');
  });
});
