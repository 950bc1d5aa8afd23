import {SelectInput} from 'react-admin';
import {STATES} from '../postcodes/cityRules';

const STATE_CHOICES = STATES.map(s => ({id: String(s.stateId), name: s.stateName}));

/** A list filter by Australian state (`stateId`), "All" when none is chosen. */
export const StateInput = ({source = 'stateId', alwaysOn}: {source?: string; alwaysOn?: boolean}) => (
  <SelectInput
    source={source}
    label="State"
    choices={STATE_CHOICES}
    emptyText="All"
    sx={{width: 120, minWidth: 120}}
    alwaysOn={alwaysOn}
  />
);
