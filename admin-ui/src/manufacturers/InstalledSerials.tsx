import type {ManufacturerInstalledSerialsQuery} from '@voltcheck/api-client';
import {displayDate, InstalledSerialsDialog} from '@voltcheck/ui-shared';
import {useConsoleQuery} from '../graphql';
import {DETAIL_INSTALLED_SERIALS} from './detailQueries';

/** 'List of Installed Serials' of one installation, for the manufacturer looked at (its serials only). */
export function InstalledSerials(props: {installationId: string; manufacturerId: string; onClose: () => void}) {
  const {data, error} = useConsoleQuery<ManufacturerInstalledSerialsQuery>(DETAIL_INSTALLED_SERIALS, {
    installationId: props.installationId,
    manufacturerId: props.manufacturerId,
  });
  return (
    <InstalledSerialsDialog
      rows={data?.installationSerialDetails}
      loading={!data && !error}
      error={error ? 'Some error occured' : null}
      emptyText="No serial of this manufacturer in this installation."
      day={displayDate}
      onClose={props.onClose}
    />
  );
}
