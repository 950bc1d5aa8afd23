import {useEffect} from 'react';
import Typography from '@mui/material/Typography';
import {useParams} from 'react-router-dom';

/** The portal's path of the add-staff form for a manufacturer (the console's /addmember/{id} leads there). */
export function portalAddMemberPath(manufacturerId: string | undefined): string {
  return `/addmember/${encodeURIComponent(manufacturerId ?? '')}`;
}

/** `/addmember/{manufacturerId}`: administrators add staff with the portal's form, which sends ManufacturerId. */
export function AddMemberRedirect() {
  const {manufacturerId} = useParams();
  useEffect(() => window.location.assign(portalAddMemberPath(manufacturerId)), [manufacturerId]);
  return <Typography sx={{p: 3}}>Opening the add staff member form…</Typography>;
}
