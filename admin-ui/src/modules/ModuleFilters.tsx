import {SelectInput, TextInput, useListContext} from 'react-admin';

const STATES = [
  {id: 'available', name: 'Available'},
  {id: 'installed', name: 'Installed'},
  {id: 'withdrawn', name: 'Withdrawn'},
];

/** The manufacturers that have battery systems, as the list's last answer gave them. */
const ManufacturerInput = (props: {source: string; alwaysOn?: boolean}) => {
  const {meta} = useListContext();
  const manufacturers = (meta?.manufacturers ?? []) as Array<{id: string; name: string}>;
  return <SelectInput {...props} label="Manufacturer" choices={manufacturers} emptyText="All" sx={{width: 240}} />;
};

/** Search by the unit's or a module's serial; filter by manufacturer and by the unit's state. */
export const MODULE_FILTERS = [
  <TextInput
    key="q"
    source="q"
    label="Search"
    placeholder="Unit or module serial"
    resettable={false}
    sx={{width: 280}}
    alwaysOn
  />,
  <ManufacturerInput key="manufacturerId" source="manufacturerId" alwaysOn />,
  <SelectInput
    key="state"
    source="state"
    label="State"
    choices={STATES}
    emptyText="All"
    sx={{width: 150, minWidth: 150}}
    alwaysOn
  />,
];
