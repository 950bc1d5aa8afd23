import {gql} from '@apollo/client';

export const REFERENCE_DATA = gql`
  query AdminReferenceData {
    referenceData {
      manufacturers {
        manufacturerId
        name
        brand
        isActive
        totalSuppliers
        suppliers {
          distributorId
          name
          startDate
          endDate
        }
      }
      vsps {
        id
        name
        url
        version
        updatedOn
      }
      appProviders {
        id
        name
        contactEmail
        enabled
        createdOn
      }
    }
  }
`;
