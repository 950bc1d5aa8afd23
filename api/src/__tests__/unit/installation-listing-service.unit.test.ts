import {
  DETAIL_ROWS,
  DETAIL_SCAN_BOUND,
  InstallationListingService,
} from '../../services/installations/installation-listing.service';
import type {InstallationRepository} from '../../services/installations/installation.repository';
import {ReportsService} from '../../services/reports/reports.service';
import {KEY_SEPARATOR, TallyRepository} from '../../services/reports/tally.repository';
import {ServiceError} from '../../services/kernel/service-error';

/** The Detail View's choice of counts (filteredInstallations), with fake repositories that answer what a case needs. */
describe('InstallationListingService.filtered (unit)', () => {
  const range = {fromDate: '2025-03-01', toDate: '2025-03-31'};
  const days = (...counts: number[]) => counts.map((n, i) => ({day: `2025-03-0${i + 1}`, totalInstallations: n}));

  function givenService(opts: {totals?: Record<string, number>; series?: ReturnType<typeof days>} = {}) {
    const store = {
      cityKey: jest.fn(async (id: number) => (id === 7 ? {name: 'sydney', postCode: '2000'} : undefined)),
      installerCode: jest.fn(async (id: number) => (id === 9 ? 'ACC-9' : undefined)),
      perDay: jest.fn(async () => days(4)),
      consoleRows: jest.fn(async () => [{productInstallationId: 1}]),
    };
    const tallies = {
      perDay: jest.fn(async () => opts.series ?? days(2, 3)),
      total: jest.fn(async (dimension: string) => opts.totals?.[dimension] ?? 0),
    };
    const service = new InstallationListingService(
      store as unknown as InstallationRepository,
      tallies as unknown as TallyRepository,
      new ReportsService(tallies as unknown as TallyRepository),
    );
    return {service, store, tallies};
  }

  it('charts every installation from the state counts, and lists the first rows of the range', async () => {
    const {service, store, tallies} = givenService();
    const answer = await service.filtered(range);
    expect(tallies.perDay).toHaveBeenCalledWith('state', undefined, '2025-03-01', '2025-03-31');
    expect(store.consoleRows).toHaveBeenCalledWith({from: '2025-03-01', to: '2025-03-31'}, DETAIL_ROWS);
    expect(answer).toEqual({
      fromDate: '2025-03-01',
      toDate: '2025-03-31',
      totalInstallations: 5,
      perDay: days(2, 3),
      list: [{productInstallationId: 1}],
      listCapped: true,
    });
  });

  it('reads the combined counts of the broad filters as one dimension and key', async () => {
    const {service, tallies} = givenService();
    await service.filtered({...range, manufacturerId: '3', stateId: '4127', retailerId: ' Shop A '});
    expect(tallies.perDay).toHaveBeenCalledWith(
      'manufacturer+state+retailer',
      ['3', 'NSW', 'Shop A'].join(KEY_SEPARATOR),
      '2025-03-01',
      '2025-03-31',
    );
    await service.filtered({...range, stateId: '4129', retailerId: 'Shop B'});
    expect(tallies.perDay).toHaveBeenLastCalledWith(
      'state+retailer',
      `VIC${KEY_SEPARATOR}Shop B`,
      '2025-03-01',
      '2025-03-31',
    );
  });

  it('reads a city or an installer alone from its own counts', async () => {
    const {service, tallies} = givenService();
    await service.filtered({...range, cityId: '7'});
    expect(tallies.perDay).toHaveBeenLastCalledWith('city', `sydney${KEY_SEPARATOR}2000`, '2025-03-01', '2025-03-31');
    await service.filtered({...range, installerId: '9'});
    expect(tallies.perDay).toHaveBeenLastCalledWith('installer', 'ACC-9', '2025-03-01', '2025-03-31');
  });

  it('counts a narrow filter among others from the installations once its own count shows it is small', async () => {
    const {service, store, tallies} = givenService({totals: {installer: 30, city: 12}});
    const answer = await service.filtered({...range, cityId: '7', installerId: '9', stateId: '4127'});
    expect(tallies.total).toHaveBeenCalledTimes(2);
    expect(store.perDay).toHaveBeenCalledWith({
      from: '2025-03-01',
      to: '2025-03-31',
      manufacturerId: undefined,
      state: 'NSW',
      city: {name: 'sydney', postCode: '2000'},
      retailer: undefined,
      installerCode: 'ACC-9',
    });
    expect(answer.totalInstallations).toBe(4);
  });

  it('answers nothing when the narrow filter has no installations, without reading them', async () => {
    const {service, store} = givenService({totals: {installer: 0, city: 50}});
    const answer = await service.filtered({...range, installerId: '9', retailerId: 'Shop A'});
    expect(answer).toMatchObject({totalInstallations: 0, perDay: [], list: [], listCapped: false});
    expect(store.perDay).not.toHaveBeenCalled();
    expect(store.consoleRows).not.toHaveBeenCalled();
  });

  it('asks for a shorter range when the narrow filter among others covers too many installations', async () => {
    const {service, store} = givenService({totals: {city: DETAIL_SCAN_BOUND + 1}});
    const refused = service.filtered({...range, cityId: '7', manufacturerId: '3'});
    await expect(refused).rejects.toBeInstanceOf(ServiceError);
    await expect(refused).rejects.toMatchObject({
      code: 'VALIDATION',
      message: expect.stringMatching(/^The city chosen has/),
    });
    expect(store.perDay).not.toHaveBeenCalled();
  });

  it('has no installations for an unknown city or installer, and refuses an id that cannot be one', async () => {
    const {service, tallies, store} = givenService();
    expect(await service.filtered({...range, cityId: '8'})).toMatchObject({totalInstallations: 0, list: []});
    expect(await service.filtered({...range, installerId: '10'})).toMatchObject({totalInstallations: 0, list: []});
    expect(tallies.perDay).not.toHaveBeenCalled();
    expect(store.consoleRows).not.toHaveBeenCalled();
    await expect(service.filtered({...range, cityId: 'abc'})).rejects.toMatchObject({code: 'VALIDATION'});
  });
});
