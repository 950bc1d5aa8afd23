import {Alert, Box, Button, Card, CardContent, Divider, Stack, TextField, Typography} from '@mui/material';
import type {PullRequestDetailQuery} from '@voltcheck/api-client';
import {useState} from 'react';
import {Title, useNotify} from 'react-admin';
import {useParams} from 'react-router-dom';
import {PullRequestState} from './PullRequestList';
import {APPROVE, APPROVE_ALONE, CLOSE, COMMENT, MERGE, PULL_REQUEST} from './queries';
import {ApproveAlone} from './ApproveAlone';
import type {DocumentNode} from '@apollo/client';
import {displayDay} from '../reports/dates';
import {displayTime, WithReason} from '@voltcheck/ui-shared';
import {useConsoleClient, useConsoleQuery} from '../graphql';

/**
 * One change request: its link, comments, and Approve (not its creator: the screen says why, and offers approving
 * alone with a reason when no other administrator is active), Merge (once approved) and Close.
 */
export const PullRequestShow = () => {
  const {id = ''} = useParams();
  const {data, error, reload} = useConsoleQuery<PullRequestDetailQuery>(PULL_REQUEST, {id});
  const {mutate} = useConsoleClient();
  const notify = useNotify();
  const [comment, setComment] = useState('');
  const run = async (doc: DocumentNode, done: string, vars: Record<string, unknown> = {}) => {
    try {
      await mutate(doc, {id, ...vars});
      notify(done, {type: 'success'});
      reload();
    } catch (err) {
      notify((err as Error).message, {type: 'error'});
    }
  };
  if (error) return <Alert severity="error">No pull request available</Alert>;
  const r = data?.PullRequest;
  if (!r) return null;
  return (
    <Card sx={{mt: 2}}>
      <Title title={`Pull request #${r.number}`} />
      <CardContent sx={{display: 'grid', gap: 2}}>
        <Stack direction="row" spacing={2} sx={{alignItems: 'center'}}>
          <Typography variant="h6">
            #{r.number} {r.title}
          </Typography>
          <PullRequestState record={r as never} />
        </Stack>
        <Typography>
          Link <b>{r.distributorName}</b> to <b>{r.brandName}</b> from {displayDay(r.startDate)}
          {r.endDate ? ` to ${displayDay(r.endDate)}` : ' (no end date)'}
        </Typography>
        {r.description && <Typography color="text.secondary">{r.description}</Typography>}
        <Typography variant="body2">
          Created by {r.createdBy} on {displayTime(r.createdAt)}
          {r.assignees.length ? ` · Assignees: ${r.assignees.join(', ')}` : ''}
          {r.reviewers.length ? ` · Approved by: ${r.reviewers.join(', ')}` : ''}
        </Typography>
        {r.status === 'Open' && r.approvalBlocker && <Alert severity="info">{r.approvalBlocker}</Alert>}
        {r.status === 'Open' && (
          <Stack direction="row" spacing={1}>
            <WithReason reason={r.approvalBlocker}>
              <Button variant="outlined" disabled={r.reviewApproved} onClick={() => run(APPROVE, 'Approved')}>
                Approve
              </Button>
            </WithReason>
            {r.mayApproveAlone && <ApproveAlone onApprove={reason => run(APPROVE_ALONE, 'Approved', {reason})} />}
            <Button variant="contained" disabled={!r.reviewApproved} onClick={() => run(MERGE, 'Merged')}>
              Merge
            </Button>
            <Button color="error" onClick={() => run(CLOSE, 'Closed')}>
              Close without merging
            </Button>
          </Stack>
        )}
        <Divider />
        <Typography variant="subtitle1">Comments</Typography>
        {r.comments.map(c => (
          <Box key={c.id}>
            <Typography variant="body2">
              <b>{c.userName}</b> · {displayTime(c.createdAt)}
            </Typography>
            <Typography>{c.body}</Typography>
          </Box>
        ))}
        {r.status === 'Open' && (
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              fullWidth
              label="Comment"
              value={comment}
              onChange={e => setComment(e.target.value)}
            />
            <Button
              disabled={!comment.trim()}
              onClick={async () => {
                await run(COMMENT, 'Comment added', {body: comment});
                setComment('');
              }}
            >
              Comment
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
