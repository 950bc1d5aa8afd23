import {gql} from '@apollo/client';

/** An installed serial as the 'List of Installed Serials' dialog shows it, a battery unit's system included. */
export const INSTALLED_SERIAL_FIELDS = gql`
  fragment InstalledSerialFields on InstalledSerial {
    productSerialId
    serial
    brandName
    model
    ledgerStatus
    ledgerDate
    parentSerial
    system {
      moduleCount
      nominalKWh
      usableKWh
      configuration {
        moduleCount
      }
    }
  }
`;
