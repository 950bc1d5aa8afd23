import {Box, Button} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {RecallList as Recalls} from '@voltcheck/ui-shared';
import {Title, useCreatePath} from 'react-admin';
import {Link, useNavigate} from 'react-router-dom';

/** Every manufacturer's recalls with their reach figures (GET /api/recalls: administrators see all). */
export const RecallList = () => {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <Box sx={{mt: 2}}>
      <Title title="Recalls" />
      <Box sx={{display: 'flex', justifyContent: 'flex-end', mb: 1}}>
        <Button component={Link} to={createPath({resource: 'Recalls', type: 'create'})} startIcon={<AddIcon />}>
          Create
        </Button>
      </Box>
      <Recalls showManufacturer onOpen={id => navigate(createPath({resource: 'Recalls', type: 'show', id}))} />
    </Box>
  );
};
