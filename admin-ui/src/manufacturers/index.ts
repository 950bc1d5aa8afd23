import FactoryIcon from '@mui/icons-material/Factory';
import {ManufacturerEdit} from './ManufacturerEdit';
import {ManufacturerList} from './ManufacturerList';
import {ManufacturerShow} from './ManufacturerShow';
import type {Manufacturer} from '@voltcheck/api-client';

/** The `Manufacturers` resource (GraphQL type Manufacturer; route /Manufacturers of document 002). */
export default {
  list: ManufacturerList,
  edit: ManufacturerEdit,
  create: undefined,
  show: ManufacturerShow,
  icon: FactoryIcon,
  recordRepresentation: (record: Manufacturer) => record.name,
};
