import {gql} from '@apollo/client';

/**
 * A model as both apps' model lists show it (name, type, wattage, approval, line, serial figures, test flag). The
 * portal's ProductModelFields adds what its detail and edit need beside it.
 */
export const MODEL_ROW_FIELDS = gql`
  fragment ModelRowFields on ProductModel {
    productId
    model
    productType
    wattage
    approvedDate
    expiryDate
    productLine {
      lineName
    }
    serialStats {
      pending
      installed
      failed
    }
    test
  }
`;

/**
 * An uploaded serial as both apps' serial lists show it (model, state, supplier, upload day, ledger and status). The
 * portal's ProductSerialFields adds the flash data and the ids its dialogs need beside it.
 */
export const SERIAL_ROW_FIELDS = gql`
  fragment SerialRowFields on ProductSerial {
    productSerialId
    serial
    model
    state
    supplier
    uploadedOn
    ledgerStatus
    status
  }
`;
