import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import type {Supplier} from '@voltcheck/api-client';
import {SupplierList} from './SupplierList';

/** The `Suppliers` resource (GraphQL type Supplier; route /Suppliers of document 002). */
export default {
  list: SupplierList,
  edit: undefined,
  create: undefined,
  show: undefined,
  icon: LocalShippingIcon,
  recordRepresentation: (record: Supplier) => record.displayName,
};
