const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** Excel's column limit: a record with more fields is not a spreadsheet's row (and would fill the memory). */
export const MAX_CSV_FIELDS = 16_384;
/** Excel's limit on a cell's text: a longer field is, in practice, a quote that is never closed. */
export const MAX_CSV_FIELD_CHARS = 32_767;

/** Where the text fed so far stopped: what the next piece continues. */
const enum Mode {
  /** At the start of a field (or of a record, when no field is pending). */
  FieldStart,
  /** Inside an unquoted field, or in what follows a closing quote up to the delimiter. */
  Unquoted,
  /** Inside a quoted field. */
  Quoted,
  /** Just after a quote inside a quoted field: closing, or the first of "". */
  QuoteInQuoted,
  /** Just after a record's CR: an LF next belongs to it. */
  AfterCr,
}

/**
 * Splits CSV text into records, fed in pieces of any size. RFC 4180 with the leniency of real
 * files: a field that starts with a quote runs to the next lone quote ("" is a quote) and may span
 * lines; anything after its closing quote up to the delimiter is kept as written; a quote inside an
 * unquoted field is an ordinary character; records end at CRLF, LF or a lone CR; an unterminated
 * quoted field ends with the file. Blank lines are records of one empty field. (csv-parse reads
 * the same, at a third of the speed: the importer's own rows go through here.)
 * Each piece continues where the last one stopped, also inside a field, so a record or field that
 * spans many pieces (an unclosed quote, a file without line ends) costs no more than its length.
 */
export class CsvTokenizer {
  private readonly delimiter: number;
  private mode = Mode.FieldStart;
  /** The pending field's text so far. */
  private value = '';
  /** The pending record's fields so far. */
  private fields: string[] = [];
  /** Records completed so far (to name the record a fault is in). */
  private records = 0;

  constructor(delimiter: string) {
    this.delimiter = delimiter.charCodeAt(0);
  }

  /** The records completed by `text`; an incomplete last record waits for the next piece. */
  push(text: string): string[][] {
    const out: string[][] = [];
    const length = text.length;
    const delimiter = this.delimiter;
    let {mode, value} = this;
    let i = 0;
    while (i < length) {
      if (mode === Mode.AfterCr) {
        if (text.charCodeAt(i) === LF) i++;
        mode = Mode.FieldStart;
      } else if (mode === Mode.FieldStart) {
        value = '';
        if (text.charCodeAt(i) === QUOTE) {
          mode = Mode.Quoted;
          i++;
        } else {
          mode = Mode.Unquoted;
        }
      } else if (mode === Mode.Quoted) {
        const close = text.indexOf('"', i);
        if (close < 0) {
          value += text.slice(i);
          i = length;
        } else {
          value += text.slice(i, close);
          i = close + 1;
          mode = Mode.QuoteInQuoted;
        }
        if (value.length > MAX_CSV_FIELD_CHARS) throw this.tooLong('a quote opened there is never closed?');
      } else if (mode === Mode.QuoteInQuoted) {
        if (text.charCodeAt(i) === QUOTE) {
          value += '"';
          i++;
          mode = Mode.Quoted;
        } else {
          mode = Mode.Unquoted;
        }
      } else {
        let k = i;
        while (k < length) {
          const c = text.charCodeAt(k);
          if (c === delimiter || c === LF || c === CR) break;
          k++;
        }
        if (k > i) value += text.slice(i, k);
        if (value.length > MAX_CSV_FIELD_CHARS) throw this.tooLong('is the file a CSV?');
        i = k;
        if (i === length) break;
        this.endField(value);
        const c = text.charCodeAt(i++);
        if (c === delimiter) {
          mode = Mode.FieldStart;
        } else {
          out.push(this.fields);
          this.fields = [];
          this.records++;
          mode = c === CR ? Mode.AfterCr : Mode.FieldStart;
        }
      }
    }
    this.mode = mode;
    this.value = value;
    return out;
  }

  /** The last record, if the text did not end with a line end. */
  end(): string[][] {
    const {mode, fields} = this;
    // After a delimiter a record has one more, empty, field; an unterminated quoted field ends here.
    if (mode === Mode.FieldStart && fields.length) this.endField('');
    else if (mode === Mode.Unquoted || mode === Mode.Quoted || mode === Mode.QuoteInQuoted) this.endField(this.value);
    const out = this.fields.length ? [this.fields] : [];
    this.fields = [];
    this.value = '';
    this.mode = Mode.FieldStart;
    return out;
  }

  private endField(value: string): void {
    if (this.fields.length >= MAX_CSV_FIELDS) {
      throw new Error(
        `record ${this.records + 1} has more than ${MAX_CSV_FIELDS.toLocaleString('en-AU')} fields (at most ${MAX_CSV_FIELDS.toLocaleString('en-AU')} columns)`,
      );
    }
    this.fields.push(value);
  }

  private tooLong(hint: string): Error {
    return new Error(
      `record ${this.records + 1} has a field of more than ${MAX_CSV_FIELD_CHARS.toLocaleString('en-AU')} characters (${hint})`,
    );
  }
}
