import {Box, Card, CardContent} from '@mui/material';
import type {Manufacturer} from '@voltcheck/api-client';
import {RecallForm} from '@voltcheck/ui-shared';
import {Loading, Title, useCreatePath, useGetList} from 'react-admin';
import {useNavigate} from 'react-router-dom';

/** A recall for a manufacturer the administrator chooses (the server requires its id from administrators). */
export const RecallCreate = () => {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const {data, isPending} = useGetList<Manufacturer>('Manufacturers', {
    pagination: {page: 1, perPage: 1000},
    sort: {field: 'name', order: 'ASC'},
  });
  return (
    <Box sx={{mt: 2, maxWidth: 900}}>
      <Title title="New recall" />
      <Card>
        <CardContent>
          {isPending ? (
            <Loading />
          ) : (
            <RecallForm
              manufacturers={(data ?? []).map(m => ({id: Number(m.id), name: m.name}))}
              onOpen={id => navigate(createPath({resource: 'Recalls', type: 'show', id}))}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
