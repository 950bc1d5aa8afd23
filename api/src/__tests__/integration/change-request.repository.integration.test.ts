import {ChangeRequestRepository} from '../../services/change-requests';
import {givenMigratedDatabase, MigratedDatabase} from '../helpers/migrated-database.helpers';
import {givenAccount, givenChangeRequest} from '../helpers/registry-rows.helpers';
import {givenDistributor, givenManufacturer} from '../helpers/serial-rows.helpers';

describe('ChangeRequestRepository (change_request and its comments)', () => {
  let db: MigratedDatabase;
  let repo: ChangeRequestRepository;
  let maker: number;
  let otherMaker: number;
  let supplier: number;
  let author: number;
  let reviewer: number;
  let older: number;
  let newer: number;

  beforeAll(async () => {
    db = await givenMigratedDatabase('change_request_repo');
    repo = new ChangeRequestRepository(db.pool);
    maker = (await givenManufacturer(db.pool, 'Maker Brand')).manufacturerId;
    otherMaker = (await givenManufacturer(db.pool, 'Other Brand')).manufacturerId;
    supplier = await givenDistributor(db.pool, [], 'Link Supplies');
    author = await givenAccount(db.pool, {role: 'admin', username: 'author'});
    reviewer = await givenAccount(db.pool, {role: 'admin', username: 'reviewer'});
    older = await givenChangeRequest(db.pool, {
      manufacturerId: maker,
      distributorId: supplier,
      createdBy: author,
      title: 'Link supplies to maker',
      assigneeIds: [reviewer, author],
    });
    newer = await givenChangeRequest(db.pool, {
      manufacturerId: otherMaker,
      distributorId: supplier,
      createdBy: reviewer,
      title: 'Second link',
      status: 'Closed',
    });
  });
  afterAll(() => db.drop());

  it('lists the newest first with the names, assignees and comment count, and counts them', async () => {
    await repo.transaction(tx => repo.addComment(tx, older, reviewer, 'Looks right'));
    const list = await repo.list({});
    expect(list.map(r => r.id)).toEqual([newer, older]);
    expect(list[1]).toEqual({
      id: older,
      number: older,
      title: 'Link supplies to maker',
      description: null,
      manufacturerId: maker,
      brandName: 'Maker Brand',
      distributorId: supplier,
      distributorName: 'Link Supplies',
      startDate: '2026-01-01',
      endDate: null,
      createdAt: expect.any(String),
      createdById: author,
      createdBy: 'author',
      assignees: ['author', 'reviewer'],
      reviewers: [],
      status: 'Open',
      reviewApproved: false,
      isMerged: false,
      isClosed: false,
      commentCount: 1,
    });
    expect(await repo.count()).toBe(2);
  });

  it('filters by status, text (title, names, the creator, #number), ids and manufacturer', async () => {
    const ids = async (filter: object) => (await repo.list({filter})).map(r => r.id);
    expect(await ids({status: 'Open'})).toEqual([older]);
    expect(await ids({status: 'All'})).toEqual([newer, older]);
    expect(await ids({q: 'other brand'})).toEqual([newer]);
    expect(await ids({q: 'reviewer'})).toEqual([newer]);
    expect(await ids({q: `#${older}`})).toEqual([older]);
    expect(await ids({ids: [newer]})).toEqual([newer]);
    expect(await ids({manufacturerId: maker})).toEqual([older]);
    expect(await repo.count({status: 'Closed', q: 'link'})).toBe(1);
  });

  it('reads one with its comments, inserts one, approves and closes it', async () => {
    expect(await repo.get(999999)).toBeNull();
    expect(await repo.comments(older)).toEqual([
      {id: expect.any(Number), userName: 'reviewer', body: 'Looks right', createdAt: expect.any(String)},
    ]);
    const id = await repo.transaction(async tx => {
      const created = await repo.insert(tx, {
        title: 'Third',
        description: 'Why',
        manufacturerId: maker,
        distributorId: supplier,
        startDate: '2026-02-01',
        endDate: '2026-12-31',
        createdBy: author,
        assigneeIds: [],
      });
      expect(await repo.get(created, tx, true)).toMatchObject({status: 'Open', endDate: '2026-12-31'});
      await repo.approve(tx, created, reviewer);
      await repo.close(tx, created, author);
      return created;
    });
    expect(await repo.get(id)).toMatchObject({
      reviewApproved: true,
      reviewers: ['reviewer'],
      status: 'Closed',
      isClosed: true,
      isMerged: true,
    });
    await repo.transaction(tx => repo.close(tx, older, null));
    expect(await repo.get(older)).toMatchObject({status: 'Closed', isMerged: false});
  });
});
