import {describe, expect, it} from 'vitest';
import {megawatts, monthAxis, monthBars, NARROW_CHART_PX, stateTotals, yearChoices} from './installationChart';

const rows = [
  {month: 3, stateName: 'NSW', totalInstallation: 2, totalPower: 20000},
  {month: 3, stateName: 'VIC', totalInstallation: 1, totalPower: 5000},
  {month: 11, stateName: 'NSW', totalInstallation: 4, totalPower: 2_500_000},
  {month: 5, stateName: 'NA', totalInstallation: 9, totalPower: 9},
];

describe('installation chart', () => {
  it('shows capacity in MW with 2 decimals', () => {
    expect(megawatts(2_526_000)).toBe('2.53');
    expect(megawatts(0)).toBe('0.00');
  });

  it('makes twelve monthly bars with one value per state', () => {
    const bars = monthBars(rows, 'installations');
    expect(bars).toHaveLength(12);
    expect(bars[2]).toMatchObject({monthName: 'Mar', NSW: 2, VIC: 1, QLD: 0});
    expect(bars[4].NSW).toBe(0);
    expect(monthBars(rows, 'power')[10].NSW).toBe(2.5);
  });

  it('totals each state, unknown states left out', () => {
    expect(stateTotals(rows).find(s => s.state === 'NSW')).toEqual({state: 'NSW', installations: 6, power: 2_520_000});
    expect(stateTotals(rows)).toHaveLength(8);
  });

  it('offers the current year and every year with installations, newest first', () => {
    expect(yearChoices([2024, 2026], new Date('2026-05-01'))).toEqual([2026, 2024]);
    expect(yearChoices([], new Date('2026-05-01'))).toEqual([2026]);
  });

  it('angles the month labels on a narrow chart (a phone) and keeps them flat on a wide one', () => {
    expect(monthAxis(330)).toMatchObject({angle: -45, anchor: 'end'});
    expect(monthAxis(NARROW_CHART_PX - 1).angle).toBe(-45);
    expect(monthAxis(NARROW_CHART_PX)).toMatchObject({angle: 0, anchor: 'middle'});
    expect(monthAxis(330).height).toBeGreaterThan(monthAxis(800).height);
  });
});
