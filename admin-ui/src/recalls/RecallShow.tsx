import {Box} from '@mui/material';
import {RecallDetail} from '@voltcheck/ui-shared';
import {Title} from 'react-admin';
import {useParams} from 'react-router-dom';

/** One recall of any manufacturer: its notice, figures and reach; administrators may mark remedies. */
export const RecallShow = () => {
  const {id} = useParams();
  return (
    <Box sx={{mt: 2}}>
      <Title title="Recall" />
      <RecallDetail key={id} recallId={Number(id)} canRemedy />
    </Box>
  );
};
