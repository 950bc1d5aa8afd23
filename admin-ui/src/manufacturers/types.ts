/** A `Manufacturer` record of the API's GraphQL schema. */
export interface ManufacturerRecord {
  id: string;
  name: string;
  abn: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  uploadFrequency: number;
  isActive: boolean;
  createdAt: string;
  userCount: number;
  supplierCount: number;
}
