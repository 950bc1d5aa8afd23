import {gql} from '@apollo/client';

/**
 * The console's shared field lists: a record type that several documents read gets one fragment, spread where it is
 * read (`...CityFields` with `${CITY_FIELDS}` after the document), so that the pages agree on what a city or a
 * verification log is. codegen finds fragments by name; their types come out as `<Name>Fragment`.
 */

/** A city (suburb and postcode) as the postcode list, the add-city dialog and the detail view's city picker show it. */
export const CITY_FIELDS = gql`
  fragment CityFields on City {
    cityId
    cityName
    stateName
    postalCode
  }
`;

/** One verified serial: the verification logs' rows and a verification batch's items. */
export const VERIFICATION_LOG_FIELDS = gql`
  fragment VerificationLogFields on VerificationLog {
    productLogId
    failedSerial
    status
    reason
    requestedBrand
    requestedModel
    parralelImportComment
  }
`;
