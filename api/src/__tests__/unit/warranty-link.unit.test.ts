import {integratorWarrantyLink} from '../../services/product-lines';
import {warrantyUrl} from '../../services/product-lines/product-line-rules';

describe('the warranty link of a verification answer', () => {
  it("gives a stored document's app path and leaves URLs and nothing as they are", () => {
    const name = '0b0c5c2e-8f3a-4d1e-9a51-2f1f2e3d4c5b.pdf';
    expect(integratorWarrantyLink(`/api/productline/file/${name}`)).toBe(`/api/v1/warranty-documents/${name}`);
    expect(integratorWarrantyLink('https://demo-energy.com.au/api/productline/file/x.pdf')).toBe(
      'https://demo-energy.com.au/api/productline/file/x.pdf',
    );
    expect(integratorWarrantyLink(null)).toBeNull();
  });
});

describe('the warranty URL rule', () => {
  it('accepts every top-level domain of 2 to 63 letters, and refuses the rest with the same message', () => {
    for (const url of [
      'https://acme.energy/warranty.pdf',
      'https://maker.solar',
      'http://www.cells.battery/docs?id=1',
      'https://x.au',
      `https://x.${'a'.repeat(63)}/w`,
    ])
      expect(warrantyUrl(` ${url} `, 'ComponentWarrantyUrl')).toBe(url);
    for (const url of ['https://x.a', `https://x.${'a'.repeat(64)}`, 'ftp://x.energy', 'https://localhost', 'x.solar'])
      expect(() => warrantyUrl(url, 'ComponentWarrantyUrl')).toThrow(
        expect.objectContaining({message: 'please enter valid url', field: 'ComponentWarrantyUrl'}),
      );
  });
});
