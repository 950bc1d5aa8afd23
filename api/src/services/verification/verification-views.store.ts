/**
 * The log columns and the serial prefix the serial listings join by, where they were found before the logs had
 * their repository: they live in product-log-listing.sql now.
 */
export {FAILED_TYPE_PARALLEL, LOG_COLUMNS, serialPrefix} from './product-log-listing.sql';
