import {integratorWarrantyLink} from '../../services/product-lines';

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
