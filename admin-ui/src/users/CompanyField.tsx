import {ReferenceField, TextField, useRecordContext} from 'react-admin';
import type {UserRecord} from './types';

/** The account's company: a link to its manufacturer, or the distributor's name. */
export const CompanyField = (_: {label?: string}) => {
  const record = useRecordContext<UserRecord>();
  if (record?.manufacturerId) return <ReferenceField source="manufacturerId" reference="Manufacturers" link="show" />;
  return <TextField source="companyName" emptyText="—" />;
};
