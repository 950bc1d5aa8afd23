import {gql} from '@apollo/client';

export const CAN_ACTIVATE = gql`
  query CanActivateManufacturers {
    canActivateManufacturers
  }
`;

export const SET_MANUFACTURER_ACTIVE = gql`
  mutation SetManufacturerActive($manufacturerId: ID!, $active: Boolean!) {
    setManufacturerActive(manufacturerId: $manufacturerId, active: $active) {
      id
      isActive
    }
  }
`;

export const SUPPLIER_LINKS = gql`
  query SupplierLinks($manufacturerId: ID, $distributorId: ID) {
    supplierLinks(manufacturerId: $manufacturerId, distributorId: $distributorId) {
      distributorId
      distributorName
      manufacturerId
      manufacturerName
      startDate
      endDate
      current
    }
  }
`;

/** Document 001's upload frequency codes. */
export const FREQUENCIES: Record<number, string> = {
  1: 'Daily',
  2: 'Weekly',
  3: 'Fortnightly',
  4: 'Monthly',
  5: 'Quarterly',
  6: 'Annually',
};
