import DownloadIcon from '@mui/icons-material/Download';
import {Button, Stack} from '@mui/material';
import {useNotify} from 'react-admin';
import {downloadExchange} from './downloadExchange';

/** The Request XML and Response XML downloads of one batch. */
export const ExchangeButtons = ({batchId, size = 'small'}: {batchId: string; size?: 'small' | 'medium'}) => {
  const notify = useNotify();
  const download = (part: 'request' | 'response') =>
    downloadExchange(batchId, part).catch(() => notify('some error occured', {type: 'error'}));
  return (
    <Stack direction="row" spacing={0.5}>
      <Button size={size} startIcon={<DownloadIcon />} onClick={() => download('request')}>
        Request
      </Button>
      <Button size={size} startIcon={<DownloadIcon />} onClick={() => download('response')}>
        Response
      </Button>
    </Stack>
  );
};
