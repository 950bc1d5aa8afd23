import {describe, expect, it} from 'vitest';
import * as server from '../../../api/src/services/export/formula-safe';
import {csvCell, formulaSafe, toCsv} from './csv';
import {displayDay, lastDays, monthBackToToday, parseDisplayDay} from './dates';

describe('report files and dates', () => {
  it('writes CSV with quoting and neutralised formulas', () => {
    const csv = toCsv(
      [
        {header: 'name', value: (r: {name: string; n: number}) => r.name},
        {header: 'totalInstallations', value: (r: {name: string; n: number}) => r.n},
      ],
      [
        {name: 'Sunny, "Retail"', n: 3},
        {name: '=HYPERLINK("x")', n: 1},
        {name: '-1+1', n: -2.5},
      ],
    );
    expect(csv).toBe('name,totalInstallations\r\n"Sunny, ""Retail""",3\r\n"\'=HYPERLINK(""x"")",1\r\n\'-1+1,-2.5\r\n');
  });

  it("neutralises cells exactly as the server's exports do, numbers kept", () => {
    const cells = [
      ...['=1+1', '+1+1', '-1+2', '-A1', '@SUM(A1)', '\t=1', '\rx', '\u{FF1D}1+1', '\u{FF20}A1', ' =1+1'],
      ...['a;=cmd|calc', 'a, @SUM(A1)', 'x\n=1', '=1;+A2', '=1;+2', '-33.87;=1', 'a;-1+1', '"=HYPERLINK("x")'],
      ...['-33.87', '+61', '-1.5e3', 'a;-33.87', 'DE-10', 'x@y.z', 'a;b', 'say "hi"', '', null, -2.5, 13.5],
    ];
    for (const cell of cells) {
      expect(formulaSafe(cell)).toBe(server.formulaSafe(cell));
      expect(csvCell(cell)).toBe(server.csvCell(cell));
    }
    expect(csvCell('a;=1')).toBe(`"a;'=1"`);
    expect(csvCell(-33.87)).toBe('-33.87');
  });

  it('reads and shows days as DD/MM/YYYY and DD-MM-YYYY, refusing impossible dates', () => {
    expect(displayDay('2026-03-09')).toBe('09/03/2026');
    expect(displayDay('2026-03-09', '-')).toBe('09-03-2026');
    expect(parseDisplayDay('09/03/2026')).toBe('2026-03-09');
    expect(parseDisplayDay('31-04-2026')).toBeUndefined();
  });

  it('defaults to one month back, and to the last 30 days', () => {
    expect(monthBackToToday(new Date(2026, 2, 31))).toEqual({from: '2026-03-03', to: '2026-03-31'});
    expect(monthBackToToday(new Date(2026, 10, 25))).toEqual({from: '2026-10-25', to: '2026-11-25'});
    expect(lastDays(30, new Date(2026, 10, 25))).toEqual({from: '2026-10-26', to: '2026-11-25'});
  });
});
