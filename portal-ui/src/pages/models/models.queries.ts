import {gql, type TypedDocumentNode} from '@apollo/client';
import type {
  AvailableByProductQuery,
  AvailableByProductQueryVariables,
  FailedByProductQuery,
  FailedByProductQueryVariables,
  InstalledByProductQuery,
  InstalledByProductQueryVariables,
  ProductBatterySystemQuery,
  ProductBatterySystemQueryVariables,
  ProductQuery,
  ProductQueryVariables,
  ProductsQuery,
  ProductsQueryVariables,
} from '@voltcheck/api-client';
import {MODEL_ROW_FIELDS} from '@voltcheck/ui-shared';
import {LOG_FIELDS, SERIAL_FIELDS} from '../serials/serials.queries';

/** Page size of the models and of a model's serial tabs (document 001 section 9). */
export const MODELS_PAGE_SIZE = 100;

const PRODUCT_FIELDS = gql`
  fragment ProductModelFields on ProductModel {
    ...ModelRowFields
    manufacturerId
    fireTested
    productLine {
      productLineId
    }
    productWarranty {
      productWarrantyId
      componentInYears
      performanceInYears
      componentWarrantyLink
      performanceWarrantyLink
    }
    serialStats {
      totalRequests
    }
  }
  ${MODEL_ROW_FIELDS}
`;

export const PRODUCTS: TypedDocumentNode<ProductsQuery, ProductsQueryVariables> = gql`
  query Products($filter: String, $skip: Int, $first: Int, $manufacturerId: ID) {
    products(filter: $filter, skip: $skip, first: $first, manufacturerId: $manufacturerId) {
      count
      list {
        ...ProductModelFields
      }
    }
  }
  ${PRODUCT_FIELDS}
`;

export const PRODUCT: TypedDocumentNode<ProductQuery, ProductQueryVariables> = gql`
  query Product($productId: ID!, $manufacturerId: ID) {
    product(productId: $productId, manufacturerId: $manufacturerId) {
      ...ProductModelFields
    }
  }
  ${PRODUCT_FIELDS}
`;

export const AVAILABLE_BY_PRODUCT: TypedDocumentNode<AvailableByProductQuery, AvailableByProductQueryVariables> = gql`
  query AvailableByProduct($id: ID!, $filter: String, $first: Int, $skip: Int, $manufacturerId: ID, $status: String) {
    ProductAvailableSerialsByProductId(
      id: $id
      filter: $filter
      status: $status
      first: $first
      skip: $skip
      manufacturerId: $manufacturerId
    ) {
      count
      list {
        ...ProductSerialFields
      }
    }
  }
  ${SERIAL_FIELDS}
`;

export const INSTALLED_BY_PRODUCT: TypedDocumentNode<InstalledByProductQuery, InstalledByProductQueryVariables> = gql`
  query InstalledByProduct($id: ID!, $filter: String, $first: Int, $skip: Int, $manufacturerId: ID, $status: String) {
    ProductInstalledSerialsByProductId(
      id: $id
      filter: $filter
      status: $status
      first: $first
      skip: $skip
      manufacturerId: $manufacturerId
    ) {
      count
      list {
        ...ProductSerialFields
      }
    }
  }
  ${SERIAL_FIELDS}
`;

export const FAILED_BY_PRODUCT: TypedDocumentNode<FailedByProductQuery, FailedByProductQueryVariables> = gql`
  query FailedByProduct($id: ID!, $filter: String, $first: Int, $skip: Int, $manufacturerId: ID) {
    ProductFailedSerialsByProductId(
      id: $id
      filter: $filter
      first: $first
      skip: $skip
      manufacturerId: $manufacturerId
    ) {
      count
      list {
        ...FailedSerialFields
      }
    }
  }
  ${LOG_FIELDS}
`;

export type ProductModel = ProductsQuery['products']['list'][number];

/** A model's modular data: a unit model's modules and approved configurations, a module model's capacity. */
export const PRODUCT_BATTERY_SYSTEM: TypedDocumentNode<ProductBatterySystemQuery, ProductBatterySystemQueryVariables> =
  gql`
    query ProductBatterySystem($productId: ID!, $manufacturerId: ID) {
      product(productId: $productId, manufacturerId: $manufacturerId) {
        productId
        batterySystem {
          modules {
            productId
            model
            nominalKWh
            usableKWh
          }
          configurations {
            moduleCount
            nominalKWh
            usableKWh
            approvedDate
            expiryDate
          }
        }
        batteryModule {
          nominalKWh
          usableKWh
          units
        }
      }
    }
  `;
