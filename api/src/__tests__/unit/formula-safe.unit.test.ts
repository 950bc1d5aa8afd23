import {csvCell, csvLine, formulaSafe, xlsxCell} from '../../services/export';

/** Exports never hand a spreadsheet a formula (server.md section 10; OWASP CSV injection). */
describe('formulaSafe', () => {
  it.each([
    '=1+1',
    '+1+1',
    '-1+2',
    '-A1',
    '- 1',
    '-1.5.2',
    '@SUM(A1)',
    '\t=1',
    '\rx',
    '\u{FF1D}1+1',
    '\u{FF0B}1',
    '\u{FF0D}1',
    '\u{FF20}A1',
  ])('prefixes %j with a quote', value => {
    expect(formulaSafe(value)).toBe(`'${value}`);
  });

  it('looks past leading spaces and quotes', () => {
    expect(formulaSafe(' =1+1')).toBe("' =1+1");
    expect(formulaSafe('"=HYPERLINK("x")')).toBe(`'"=HYPERLINK("x")`);
  });

  it.each([
    ['a;=cmd|calc', "a;'=cmd|calc"],
    ['a,=1+1', "a,'=1+1"],
    ['a, @SUM(A1)', "a, '@SUM(A1)"],
    ['a;"=1', `a;"'=1`],
    ['a;\u{FF1D}1', "a;'\u{FF1D}1"],
    ['x\n=1', "x\n'=1"],
    ['=1;+A2', "'=1;'+A2"],
    ['=1;+2', "'=1;+2"],
    ['\r=1', "'\r'=1"],
  ])('neutralises a trigger after a separator: %j', (value, safe) => {
    expect(formulaSafe(value)).toBe(safe);
  });

  it('leaves ordinary values alone, and changes nothing the second time', () => {
    for (const value of ['DE-10', 'SN 123', 'a;b', 'a, b', '1.5', 'x@y.z', '', 'モデル'])
      expect(formulaSafe(value)).toBe(value);
    for (const value of ['=1', 'a;=1', '\t-1', '\u{FF20}x', 'a,\t=1']) {
      const once = formulaSafe(value);
      expect(formulaSafe(once)).toBe(once);
    }
    expect(formulaSafe(null)).toBe('');
  });

  it('keeps plain numbers, negative and decimal ones included, as numbers', () => {
    for (const value of ['-33.87', '151.2093', '-3', '+61', '-1.5e3', '-0.0001', 'a;-33.87', '-33.87;151.2', 'x\n-5'])
      expect(formulaSafe(value)).toBe(value);
    expect(formulaSafe(-33.87)).toBe('-33.87');
    expect(formulaSafe('-33.87;=1')).toBe("-33.87;'=1");
    expect(formulaSafe('a;-1+1')).toBe("a;'-1+1");
    expect(formulaSafe('\t-1')).toBe("'\t-1");
    expect(csvLine([-33.87, '-151.2', 'x'])).toBe('-33.87,-151.2,x\r\n');
  });

  it('quotes CSV cells holding a comma, semicolon, quote or line break', () => {
    expect(csvCell('a;=1')).toBe(`"a;'=1"`);
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvLine(['=1', 'ok', 2])).toBe("'=1,ok,2\r\n");
  });

  it('keeps numbers as numbers in XLSX and neutralises text', () => {
    expect(xlsxCell(-3)).toBe(-3);
    expect(xlsxCell('-3')).toBe('-3');
    expect(xlsxCell('-3+1')).toBe("'-3+1");
    expect(xlsxCell('a;=1')).toBe("a;'=1");
  });
});
