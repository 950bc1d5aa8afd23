import {nmiChecksum, nmiProblem} from '../../services/verification/nmi';
import {decidePremises, PremisesSystem} from '../../services/verification/premises-rules';

/** The worked examples of AEMO's National Metering Identifier Procedure (checksum appendix). */
const AEMO_EXAMPLES: Array<[string, number]> = [
  ['2001985732', 8],
  ['QAAAVZZZZZ', 3],
  ['2001985733', 6],
  ['QCDWW00010', 2],
  ['3075621875', 8],
  ['SMVEW00085', 8],
  ['3075621876', 6],
  ['VAAA000065', 7],
  ['4316854005', 9],
  ['VAAA000066', 5],
  ['4316854006', 7],
  ['VAAA000067', 2],
  ['6305888444', 6],
  ['VAAASTY576', 8],
  ['6350888444', 2],
  ['VCCCX00009', 1],
  ['7001888333', 8],
  ['VEEEX00009', 1],
  ['7102000001', 7],
  ['VKTS786150', 2],
  ['NAAAMYS582', 6],
  ['VKTS867150', 5],
  ['NBBBX11110', 0],
  ['VKTS871650', 7],
  ['NBBBX11111', 8],
  ['VKTS876105', 7],
  ['NCCC519495', 5],
  ['VKTS876150', 3],
  ['NGGG000055', 4],
  ['VKTS876510', 8],
];

describe('NMI checksum (AEMO)', () => {
  it.each(AEMO_EXAMPLES)('%s has checksum %i', (nmi, checksum) => {
    expect(nmiChecksum(nmi)).toBe(checksum);
    expect(nmiProblem(`${nmi}${checksum}`)).toBeUndefined();
    expect(nmiProblem(`${nmi}${(checksum + 1) % 10}`)).toMatch(/checksum/);
  });

  it('refuses a wrong length, I and O, and a letter as the checksum', () => {
    expect(nmiProblem('2001985732')).toMatch(/11 characters/);
    expect(nmiProblem('200198573288')).toMatch(/11 characters/);
    expect(nmiProblem('I0019857328')).toMatch(/11 characters/);
    expect(nmiProblem('O0019857328')).toMatch(/11 characters/);
    expect(nmiProblem('2001985732X')).toMatch(/11 characters/);
  });
});

describe('one system per premises', () => {
  const system = (moduleCount: number, nominalKWh: number) => ({
    moduleCount,
    configuration: null,
    nominalKWh,
    usableKWh: nominalKWh * 0.9,
    eligibleUsableKWh: nominalKWh * 0.9,
  });
  const premises: PremisesSystem = {
    nmi: '20019857328',
    unitId: 7,
    installationId: 1,
    moduleCount: 2,
    nominalKWh: 10,
    usableKWh: 9,
  };

  it('a first system claims the NMI; a second one in the same request does not', () => {
    expect(decidePremises(7, system(2, 10), null, '20019857328', false)).toMatchObject({
      reason: 'VERIFIED',
      claim: {nmi: '20019857328', unitId: 7, moduleCount: 2, before: null},
    });
    expect(decidePremises(8, system(2, 10), null, '20019857328', true).reason).toBe('PREMISES_ALREADY_CLAIMED');
  });

  it('another unit at a claimed NMI is refused; the same unit unchanged claims nothing new', () => {
    expect(decidePremises(8, system(2, 10), premises, premises.nmi, false)).toEqual({
      reason: 'PREMISES_ALREADY_CLAIMED',
    });
    expect(decidePremises(7, system(2, 10), premises, premises.nmi, false)).toEqual({reason: 'VERIFIED'});
  });

  it('an upgrade adds at least 5 kWh nominal and names the configuration before it', () => {
    expect(decidePremises(7, system(3, 14.99), premises, premises.nmi, false).reason).toBe('PREMISES_ALREADY_CLAIMED');
    expect(decidePremises(7, system(3, 15), premises, premises.nmi, false)).toEqual({
      reason: 'VERIFIED',
      claim: {nmi: premises.nmi, unitId: 7, moduleCount: 3, nominalKWh: 15, usableKWh: 13.5, before: 2},
      upgradedFrom: {moduleCount: 2, nominalKWh: 10, usableKWh: 9},
    });
  });
});
