import {describe, expect, it} from 'vitest';
import {EMPTY_FORM, toFormFields, validateProductLine} from './productLineForm';

const valid = {
  ...EMPTY_FORM,
  title: 'Home',
  componentYears: '10',
  componentUrl: 'https://maker.com.au/c.pdf',
  performanceYears: '12.5',
  performanceUrl: 'https://maker.com.au/p.pdf',
};

describe('product line form', () => {
  it('accepts a complete form', () => {
    expect(validateProductLine(valid)).toEqual({});
  });

  it('says what is wrong, word for word', () => {
    expect(validateProductLine({...valid, title: ' ', componentYears: 'x', performanceYears: '60'})).toEqual({
      title: 'This field is required',
      componentYears: 'Input should be number only',
      performanceYears: 'Years should be less than 50',
    });
    expect(validateProductLine({...valid, componentYears: '0'}).componentYears).toBe('Years should be greater than 0');
    expect(validateProductLine({...valid, componentUrl: 'maker'}).componentUrl).toBe('please enter valid url');
    for (const url of ['https://acme.energy/w.pdf', 'https://maker.solar', `https://x.${'a'.repeat(63)}`])
      expect(validateProductLine({...valid, componentUrl: url}).componentUrl).toBeUndefined();
    expect(validateProductLine({...valid, componentUrl: `https://x.${'a'.repeat(64)}`}).componentUrl).toBe(
      'please enter valid url',
    );
    expect(validateProductLine({...valid, performanceUrl: ''}).performanceUrl).toBe('Performace warranty is required');
    const sheet = new File(['x'], 'w.xls');
    expect(validateProductLine({...valid, componentFile: sheet}).componentUrl).toBe(
      'file with .doc or .pdf extensions are allowed',
    );
  });

  it('counts an existing link as present on edit', () => {
    const existing = {component: '/api/productline/file/a.pdf', performance: 'https://maker.com.au/p.pdf'};
    expect(validateProductLine({...valid, componentUrl: existing.component, performanceUrl: ''}, existing)).toEqual({});
  });

  it('sends a file in place of a URL', () => {
    const file = new File(['%PDF-'], 'c.pdf');
    const form = toFormFields({...valid, componentFile: file}, {productLineId: '4', productWarrantyId: '9'});
    expect(form.ComponentWarrantyUrl).toBeUndefined();
    expect(form.ComponentWarrantyFile).toBe(file);
    expect(form.ProductLineId).toBe('4');
    expect(form.PerformanceWarrantyUrl).toBe('https://maker.com.au/p.pdf');
  });
});
