import {Box} from '@mui/material';
import {RecallList} from '@voltcheck/ui-shared';
import {useCreatePath} from 'react-admin';
import {useNavigate} from 'react-router-dom';

/** The manufacturer's recalls on its detail page; each opens in the Recalls resource. */
export const RecallsTab = ({manufacturerId}: {manufacturerId: string}) => {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  return (
    <Box sx={{p: 2}}>
      <RecallList
        manufacturerId={Number(manufacturerId)}
        onOpen={id => navigate(createPath({resource: 'Recalls', type: 'show', id}))}
      />
    </Box>
  );
};
