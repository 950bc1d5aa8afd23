import AddIcon from '@mui/icons-material/Add';
import {Box, Button} from '@mui/material';
import {Link} from 'react-router-dom';

/** Opens the console's add-staff form for the manufacturer whose staff are shown. */
export function AddStaffButton({manufacturerId}: {manufacturerId: string}) {
  return (
    <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 2}}>
      <Button variant="contained" startIcon={<AddIcon />} component={Link} to={`/addmember/${manufacturerId}`}>
        Add
      </Button>
    </Box>
  );
}
