import {securityId} from '@loopback/security';
import {Caller} from '../../services/kernel/caller';
import {roomsOf} from '../../live/live-events';

const caller = (over: Partial<Caller>): Caller =>
  ({
    [securityId]: '1',
    id: 1,
    username: 'u',
    role: 'madmin',
    manufacturerIds: [],
    manufacturerId: null,
    distributorId: null,
    ...over,
  }) as Caller;

describe('roomsOf: who hears which live events', () => {
  it('a manufacturer account joins its manufacturer room', () => {
    expect(roomsOf(caller({id: 7, role: 'mstaff', manufacturerIds: [3], manufacturerId: 3}))).toEqual([
      'user:7',
      'manufacturer:3',
    ]);
  });

  it("a supplier or distributor never joins a manufacturer's room, only its own and its company's", () => {
    expect(roomsOf(caller({id: 8, role: 'mdistributor', manufacturerIds: [3, 4], distributorId: 2}))).toEqual([
      'user:8',
      'distributor:2',
    ]);
    expect(roomsOf(caller({id: 9, role: 'distributor_staff', manufacturerIds: [3], distributorId: 2}))).toEqual([
      'user:9',
      'distributor:2',
    ]);
  });

  it('administrators join the admin room', () => {
    expect(roomsOf(caller({id: 1, role: 'superadmin'}))).toEqual(['user:1', 'admin']);
  });
});
