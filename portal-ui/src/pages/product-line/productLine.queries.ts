import {gql, type TypedDocumentNode} from '@apollo/client';
import {rest} from '@voltcheck/api-client';
import type {
  FreeModelsQuery,
  FreeModelsQueryVariables,
  LineModelsQuery,
  LineModelsQueryVariables,
  ProductLineQuery,
  ProductLineQueryVariables,
  ProductLinesQuery,
  ProductLinesQueryVariables,
  UploadFields,
} from '@voltcheck/api-client';

/** Page sizes of document 000 section 9. */
export const PRODUCT_LINE_PAGE_SIZE = 100;
export const ASSIGN_PAGE_SIZE = 8;
/** The assignment lists refresh 1.5 s after an assign or remove. */
export const ASSIGN_REFRESH_MS = 1500;

/** A product line's warranty terms. */
const PRODUCT_WARRANTY_FIELDS = gql`
  fragment ProductWarrantyFields on ProductWarranty {
    productWarrantyId
    componentInYears
    componentWarrantyLink
    performanceInYears
    performanceWarrantyLink
  }
`;

/** A product line as its list row and its form show it. */
const PRODUCT_LINE_FIELDS = gql`
  fragment ProductLineFields on ProductLine {
    productLineId
    manufacturerId
    lineName
    logo
    updatedOn
    totalProduct
    productWarranty {
      ...ProductWarrantyFields
    }
  }
  ${PRODUCT_WARRANTY_FIELDS}
`;

/** A model of the assignment lists (the line's models and the models of no line). */
const LINE_MODEL_FIELDS = gql`
  fragment LineModelFields on ProductLineModel {
    productId
    model
    productType
    approvedDate
    expiryDate
  }
`;

export const PRODUCT_LINES: TypedDocumentNode<ProductLinesQuery, ProductLinesQueryVariables> = gql`
  query ProductLines($filter: String, $skip: Int, $first: Int, $manufacturerId: ID) {
    productLines(filter: $filter, skip: $skip, first: $first, manufacturerId: $manufacturerId) {
      ...ProductLineFields
    }
    productLineCount(filter: $filter, manufacturerId: $manufacturerId)
  }
  ${PRODUCT_LINE_FIELDS}
`;

export const PRODUCT_LINE: TypedDocumentNode<ProductLineQuery, ProductLineQueryVariables> = gql`
  query ProductLine($id: ID!) {
    productLine(id: $id) {
      ...ProductLineFields
    }
  }
  ${PRODUCT_LINE_FIELDS}
`;

export const LINE_MODELS: TypedDocumentNode<LineModelsQuery, LineModelsQueryVariables> = gql`
  query LineModels($id: ID!, $filter: String, $skip: Int, $first: Int) {
    productsByProductline(id: $id, filter: $filter, skip: $skip, first: $first) {
      count
      list {
        ...LineModelFields
      }
    }
  }
  ${LINE_MODEL_FIELDS}
`;

export const FREE_MODELS: TypedDocumentNode<FreeModelsQuery, FreeModelsQueryVariables> = gql`
  query FreeModels($filter: String, $skip: Int, $first: Int, $manufacturerId: ID) {
    productNotHavingProductline(filter: $filter, skip: $skip, first: $first, manufacturerId: $manufacturerId) {
      count
      list {
        ...LineModelFields
      }
    }
  }
  ${LINE_MODEL_FIELDS}
`;

export type ProductLineItem = ProductLinesQuery['productLines'][number];

/** The multipart form of a product line (add and update take the same fields). */
export type ProductLineUpload = UploadFields<'/api/productline/addproductline'>;

/** The REST calls of document 000 section 7 (the update and single-model paths are this API's). */
export const productLineCalls = {
  add: (form: ProductLineUpload) => rest.upload('/api/productline/addproductline', form),
  update: (form: ProductLineUpload) => rest.upload('/api/productline/updateproductline', form),
  remove: (productLineId: number) => rest.POST('/api/productline/delete', {body: {ProductLineId: productLineId}}),
  assign: (productLineId: number, productIds: number[], all: boolean) =>
    rest.POST('/api/productline/assignproductline', {
      body: {ProductLineId: productLineId, ProductId: productIds, AssignAll: all},
    }),
  /** Assign one model to a line, or move it there from its current line (the Models tab's dialog). */
  assignModel: (productLineId: number, productId: number) =>
    rest.POST('/api/productline/assignmodel', {body: {ProductLineId: productLineId, ProductId: [productId]}}),
  unassign: (productLineId: number, productIds: number[], all: boolean) =>
    rest.POST('/api/productline/unassignproductline', {
      body: {ProductLineId: productLineId, ProductId: productIds, UnAssignAll: all},
    }),
};

/** The served path of a stored logo. */
export const logoPath = (logo: string) => `/api/productline/file/${logo}`;

/** The delete confirmation, word for word (document 000 section 8). */
export const deleteQuestion = (name: string) =>
  `Are you sure you want to delete this product line : ${name} ? All assigned products will be unassigned from this product line and product line will be deleted.`;
