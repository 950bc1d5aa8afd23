/** The served path of a stored logo or warranty document. */
export const productLineFilePath = (name: string) => `/api/productline/file/${name}`;
/** The same stored warranty document as the verification API's callers fetch it (with their app token). */
export const warrantyDocumentPath = (name: string) => `/api/v1/warranty-documents/${name}`;

/** A warranty link as the verification answer carries it: a stored document's app path, a URL as it was given. */
export function integratorWarrantyLink(link: string | null): string | null {
  const stored = productLineFilePath('');
  return link?.startsWith(stored) ? warrantyDocumentPath(link.slice(stored.length)) : link;
}

/** Where the storage keeps a logo or warranty document. */
export const productLineStorageKey = (name: string) => `product-lines/${name}`;
/** A stored file's name: a random UUID and its extension (nothing else is looked up). */
export const PRODUCT_LINE_FILE_NAME = /^[0-9a-f-]{36}\.[a-z]{3,4}$/;
