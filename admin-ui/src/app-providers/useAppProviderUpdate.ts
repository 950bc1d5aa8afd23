import {useNotify, useRefresh, useUpdate} from 'react-admin';
import type {AppProvider} from '@voltcheck/api-client';
import {APP_PROVIDERS} from './resource';

/**
 * Enable or disable one provider, or switch its photo rule or its test mode: saved at once (pessimistic), then
 * 'Updated Settings' (document 002, section 8); a refusal shows the server's message and reloads
 * the list, since a refusal usually means the page no longer shows what the server holds.
 */
export function useAppProviderUpdate(record: AppProvider | undefined) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, {isPending}] = useUpdate<AppProvider>();

  const save = (
    data: Pick<Partial<AppProvider>, 'enabled' | 'mandatorySerialPhoto' | 'testMode'>,
    onSettled?: () => void,
  ) => {
    if (!record) return;
    update(
      APP_PROVIDERS,
      {id: record.id, data, previousData: record},
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('Updated Settings', {type: 'success'}),
        onError: (error: unknown) => {
          notify((error as Error).message || 'Some error occured', {type: 'error'});
          refresh();
        },
        onSettled,
      },
    );
  };

  return {isPending, save};
}
