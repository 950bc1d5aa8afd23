import {Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField} from '@mui/material';
import type {HasConfigAccessQuery, User} from '@voltcheck/api-client';
import {useState} from 'react';
import {FilterButton, TopToolbar, useNotify, useRefresh} from 'react-admin';
import {ADD_ADMIN_USER, CHANGE_PASSWORD, HAS_CONFIG_ACCESS} from './adminAccountQueries';
import {useConsoleClient, useConsoleQuery} from '../graphql';
import {WithReason} from '@voltcheck/ui-shared';
import {NOT_ON_ALLOW_LIST} from '../layout/allowList';

const MISMATCH = 'Passwords do not match';

/** Whether the caller is on the settings allow-list (document 002, section 6). */
export function useConfigAccess(): boolean {
  return useConsoleQuery<HasConfigAccessQuery>(HAS_CONFIG_ACCESS).data?.hasConfigAccess ?? false;
}

/** Change password of an account (document 002, sections 2.20, 5 and 8). */
export const ChangePasswordButton = ({record}: {record: User}) => {
  const allowed = useConfigAccess();
  const {mutate} = useConsoleClient();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = !!confirm && confirm !== password;
  const save = async () => {
    try {
      await mutate(CHANGE_PASSWORD, {userId: record.id, newPassword: password});
      notify('Password changed successfully', {type: 'success'});
      setOpen(false);
    } catch {
      notify('Failed to change password', {type: 'error'});
    }
  };
  return (
    <>
      <WithReason reason={allowed ? null : NOT_ON_ALLOW_LIST}>
        <Button size="small" onClick={e => (e.stopPropagation(), setOpen(true))}>
          Change password
        </Button>
      </WithReason>
      <Dialog open={open} onClose={() => setOpen(false)} onClick={e => e.stopPropagation()}>
        <DialogTitle>Change password: {record.username}</DialogTitle>
        <DialogContent sx={{display: 'grid', gap: 2, pt: '8px !important'}}>
          <TextField
            label="New password"
            type="password"
            value={password}
            onChange={e => setPassword(e.target.value)}
          />
          <TextField
            label="Confirm password"
            type="password"
            value={confirm}
            error={mismatch}
            helperText={mismatch ? MISMATCH : undefined}
            onChange={e => setConfirm(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={!password || confirm !== password} onClick={save}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

const EMPTY = {userName: '', email: '', firstName: '', lastName: '', password: '', confirm: ''};

/** The Users toolbar: Add admin user (allow-listed), with the snackbars of document 002, section 8. */
export const UserListActions = () => {
  const allowed = useConfigAccess();
  const {mutate} = useConsoleClient();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const mismatch = !!form.confirm && form.confirm !== form.password;
  const save = async () => {
    try {
      const {confirm: _confirm, ...input} = form;
      await mutate(ADD_ADMIN_USER, input);
      notify('User added successfully', {type: 'success'});
      setOpen(false);
      setForm(EMPTY);
      refresh();
    } catch {
      notify('Failed to add user', {type: 'error'});
    }
  };
  const field = (k: keyof typeof EMPTY, label: string, type = 'text') => (
    <TextField
      label={label}
      type={type}
      value={form[k]}
      error={k === 'confirm' && mismatch}
      helperText={k === 'confirm' && mismatch ? MISMATCH : undefined}
      onChange={e => setForm({...form, [k]: e.target.value})}
    />
  );
  return (
    <TopToolbar>
      <FilterButton />
      <WithReason reason={allowed ? null : NOT_ON_ALLOW_LIST}>
        <Button onClick={() => setOpen(true)}>Add admin user</Button>
      </WithReason>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Add admin user</DialogTitle>
        <DialogContent sx={{display: 'grid', gap: 2, pt: '8px !important'}}>
          {field('userName', 'Username')}
          {field('email', 'Email')}
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
          {field('password', 'Password', 'password')}
          {field('confirm', 'Confirm password', 'password')}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" disabled={!form.userName || !form.password || mismatch} onClick={save}>
            Add
          </Button>
        </DialogActions>
      </Dialog>
    </TopToolbar>
  );
};
