const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits CSV text into records, fed in pieces of any size. RFC 4180 with the leniency of real
 * files: a field that starts with a quote runs to the next lone quote ("" is a quote) and may span
 * lines; anything after its closing quote up to the delimiter is kept as written; a quote inside an
 * unquoted field is an ordinary character; records end at CRLF, LF or a lone CR; an unterminated
 * quoted field ends with the file. Blank lines are records of one empty field. (csv-parse reads
 * the same, at a third of the speed: the importer's own rows go through here.)
 */
export class CsvTokenizer {
  private rest = '';
  private readonly delimiter: number;

  constructor(delimiter: string) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** The records completed by `text`; an incomplete last record waits for the next piece. */
  push(text: string): string[][] {
    return this.records(this.rest + text, false);
  }

  /** The last record, if the text did not end with a line end. */
  end(): string[][] {
    return this.records(this.rest, true);
  }

  private records(text: string, final: boolean): string[][] {
    const out: string[][] = [];
    const length = text.length;
    const delimiter = this.delimiter;
    let start = 0;
    let i = 0;
    let fields: string[] = [];
    while (i < length) {
      // One field starting at i.
      let value: string;
      if (text.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        value = '';
        for (;;) {
          const close = text.indexOf('"', j);
          if (close < 0 || (close === length - 1 && !final)) {
            if (!final) return this.keep(text, start, out);
            value += text.slice(j);
            j = length;
            break;
          }
          value += text.slice(j, close);
          if (text.charCodeAt(close + 1) === QUOTE) {
            value += '"';
            j = close + 2;
          } else {
            j = close + 1;
            break;
          }
        }
        i = j;
        let k = i;
        while (k < length) {
          const c = text.charCodeAt(k);
          if (c === delimiter || c === LF || c === CR) break;
          k++;
        }
        if (k > i) value += text.slice(i, k);
        i = k;
      } else {
        let k = i;
        while (k < length) {
          const c = text.charCodeAt(k);
          if (c === delimiter || c === LF || c === CR) break;
          k++;
        }
        value = text.slice(i, k);
        i = k;
      }
      fields.push(value);
      // What ends the field.
      if (i >= length) {
        if (!final) return this.keep(text, start, out);
        out.push(fields);
        fields = [];
        start = i;
        break;
      }
      const c = text.charCodeAt(i);
      if (c === delimiter) {
        i++;
        if (i >= length) {
          if (!final) return this.keep(text, start, out);
          fields.push('');
          out.push(fields);
          fields = [];
          start = i;
        }
        continue;
      }
      if (c === CR) {
        if (i + 1 >= length && !final) return this.keep(text, start, out);
        i += text.charCodeAt(i + 1) === LF ? 2 : 1;
      } else {
        i++;
      }
      out.push(fields);
      fields = [];
      start = i;
    }
    this.rest = '';
    return out;
  }

  private keep(text: string, from: number, out: string[][]): string[][] {
    this.rest = text.slice(from);
    return out;
  }
}
