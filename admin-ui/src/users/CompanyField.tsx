import {ReferenceField, TextField, useRecordContext} from 'react-admin';
import type {User} from '@voltcheck/api-client';

/** The account's company: a link to its manufacturer, or the distributor's name. */
export const CompanyField = (_: {label?: string}) => {
  const record = useRecordContext<User>();
  if (record?.manufacturerId) return <ReferenceField source="manufacturerId" reference="Manufacturers" link="show" />;
  return <TextField source="companyName" emptyText="—" />;
};
