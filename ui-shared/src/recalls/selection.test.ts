import {describe, expect, it} from 'vitest';
import {pastedSerials} from './selection';
import {EMPTY_SELECTION, selectionBody} from './selection';

describe('the serials of a recall or a status change', () => {
  it('reads a pasted list: lines, commas, semicolons and tabs; blanks and quotes dropped; repeats once', () => {
    expect(pastedSerials(' A-1\r\n"A-2",A-3;\tA-1\n\n')).toEqual(['A-1', 'A-2', 'A-3']);
  });

  it('makes a range of whole numbers, the digits as typed unless given', () => {
    const range = {...EMPTY_SELECTION, kind: 'range' as const, prefix: ' PB-', from: '0007', to: '0100'};
    expect(selectionBody(range).body).toEqual({range: {prefix: 'PB-', from: 7, to: 100, digits: 4}});
    expect(selectionBody({...range, digits: '6'}).body).toEqual({range: {prefix: 'PB-', from: 7, to: 100, digits: 6}});
    expect(selectionBody({...range, from: '200'}).errors).toEqual({to: 'Not before the first number'});
    expect(selectionBody({...range, from: 'x', to: ''}).errors).toEqual({
      from: 'A whole number',
      to: 'This field is required',
    });
  });

  it('asks for the model and both dates, in order', () => {
    const model = {...EMPTY_SELECTION, kind: 'model' as const, model: 'PB10', uploadedFrom: '2026-03-01'};
    expect(selectionBody(model).errors).toEqual({uploadedTo: 'This field is required'});
    expect(selectionBody({...model, uploadedTo: '2026-02-01'}).errors).toEqual({uploadedTo: 'Not before the start'});
    expect(selectionBody({...model, uploadedTo: '2026-03-31'}).body).toEqual({
      model: {name: 'PB10', uploadedFrom: '2026-03-01', uploadedTo: '2026-03-31'},
    });
  });

  it('sends a list file as it is, once one is chosen', () => {
    const chosen = {...EMPTY_SELECTION, kind: 'file' as const};
    expect(selectionBody(chosen)).toEqual({errors: {file: 'Choose a CSV or XLSX file'}});
    const file = new File(['Serial\nA-1\n'], 'list.csv', {type: 'text/csv'});
    expect(selectionBody({...chosen, file})).toEqual({file, errors: {}});
  });
});
