import {parse} from 'csv-parse/sync';
import {CsvTokenizer} from '../../services/spreadsheet/csv-tokenizer';

/** The tokenizer's records for `text` fed in pieces of `size` characters. */
function tokenize(text: string, delimiter: string, size: number): string[][] {
  const t = new CsvTokenizer(delimiter);
  const records: string[][] = [];
  for (let i = 0; i < text.length; i += size) records.push(...t.push(text.slice(i, i + size)));
  records.push(...t.end());
  return records;
}

const CASES: Array<[string, string]> = [
  ['plain', 'a,b,c\n1,2,3\n'],
  ['no final line end', 'a,b\n1,2'],
  ['CRLF', 'a,b\r\n1,2\r\n3,4\r\n'],
  ['lone CR (old Mac)', 'a,b\r1,2\r3,4'],
  ['blank lines and trailing delimiters', '\n\na,b,\n,,\n\n1,2,3\n'],
  ['quoted delimiter, quote and line breaks', 'a,"b,c","say ""hi""","two\nlines","cr\r\nlf"\n1,2,3,4,5\n'],
  ['empty quoted fields', '"","",x\n""\n'],
  ['quote inside an unquoted field', 'ab"c,5" drive,x"\n1,2,3\n'],
  ['ragged rows', 'a,b,c\n1\n1,2,3,4,5\n'],
  ['unicode', 'Série,Modèle\nÄ-1,Ωmega ⚡\n'],
  ['spaces around', ' a , "b" ,c \n'],
];

describe('CsvTokenizer reads what csv-parse reads', () => {
  for (const [name, text] of CASES) {
    for (const delimiter of [',', ';']) {
      const input = delimiter === ',' ? text : text.replace(/,/g, ';');
      let expected: string[][];
      try {
        expected = parse(input, {delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: false});
      } catch {
        continue; // csv-parse refuses it; the tokenizer's leniency is checked below
      }
      it(`${name} (${delimiter}), in pieces of every size`, () => {
        for (const size of [1, 2, 3, 5, 8, 64, input.length || 1]) expect(tokenize(input, delimiter, size)).toEqual(expected);
      });
    }
  }

  it('keeps what follows a closing quote, and ends an unterminated quoted field with the file', () => {
    expect(tokenize('"5" drive,x\n"open,end', ',', 3)).toEqual([['5 drive', 'x'], ['open,end']]);
  });
});
