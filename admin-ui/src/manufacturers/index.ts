import FactoryIcon from '@mui/icons-material/Factory';
import {ManufacturerList} from './ManufacturerList';
import {ManufacturerShow} from './ManufacturerShow';
import type {ManufacturerRecord} from './types';

/** The `Manufacturers` resource (GraphQL type Manufacturer; route /Manufacturers of document 002). */
export default {
  list: ManufacturerList,
  edit: undefined,
  create: undefined,
  show: ManufacturerShow,
  icon: FactoryIcon,
  recordRepresentation: (record: ManufacturerRecord) => record.name,
};
