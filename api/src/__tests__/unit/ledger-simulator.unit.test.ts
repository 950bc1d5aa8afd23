import {catalogueOf} from '../../services/ledger/ledger-catalogue';
import {LedgerChange} from '../../services/ledger/ledger-protocol';
import {LedgerSimulator} from '../../services/ledger/ledger-simulator';

const change = (n: number): LedgerChange => ({
  key: `${n}:1:new`,
  action: 'new',
  serial: `S${n}`,
  brand: 'Demo Energy',
  model: 'DE-10',
  distributorName: null,
});

describe('LedgerSimulator', () => {
  const simulator = () => new LedgerSimulator(catalogueOf([{brand: 'Demo Energy', model: 'DE-10'}], []));

  it('answers a key it remembers with its first answer, and accepts it once', () => {
    const ledger = simulator();
    const first = ledger.answer(change(1));
    expect(first).toMatchObject({status: 'pass', error: null, sourceBrand: 'Demo Energy', sourceModel: 'DE-10'});
    expect(ledger.answer(change(1))).toBe(first);
    expect(ledger.accepted.get(change(1).key)).toBe(1);
  });

  it('remembers at most REMEMBERED keys, forgetting the oldest, so a long run stays flat', () => {
    const ledger = simulator();
    const n = LedgerSimulator.REMEMBERED + 10;
    for (let i = 1; i <= n; i++) ledger.answer(change(i));
    expect(ledger.accepted.size).toBe(LedgerSimulator.REMEMBERED);
    expect(ledger.accepted.has(change(10).key)).toBe(false);
    expect(ledger.accepted.has(change(11).key)).toBe(true);
    // a forgotten key is judged again
    ledger.answer(change(1));
    expect(ledger.accepted.get(change(1).key)).toBe(1);
    expect(ledger.accepted.has(change(11).key)).toBe(false);
  });
});
