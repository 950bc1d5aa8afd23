import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {shortDate} from '../dates';
import type {Recall} from './recalls.queries';

/** The recall's notice as its owners wrote it: what is wrong, what to do, where to read more, whom to call. */
export function RecallNotice({recall}: {recall: Recall}) {
  const rows: [string, string][] = [
    ['Hazard', recall.hazard],
    ['Remedy', recall.remedy],
    ['Contact', recall.contact],
  ];
  return (
    <Card>
      <CardContent>
        <Typography variant="caption" color="text.secondary">
          {recall.manufacturerName} · created {shortDate(recall.createdAt)}
        </Typography>
        <Box component="dl" sx={{display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, columnGap: 3, m: 0}}>
          {rows.map(([label, text]) => (
            <Box key={label} sx={{display: 'contents'}}>
              <Typography component="dt" variant="subtitle2">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{m: 0, whiteSpace: 'pre-line'}}>
                {text}
              </Typography>
            </Box>
          ))}
          <Typography component="dt" variant="subtitle2">
            Notice
          </Typography>
          <Typography component="dd" variant="body2" sx={{m: 0}}>
            {/^https?:\/\//i.test(recall.noticeUrl) ? (
              <Link href={recall.noticeUrl} target="_blank" rel="noopener noreferrer">
                {recall.noticeUrl}
              </Link>
            ) : (
              recall.noticeUrl
            )}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
