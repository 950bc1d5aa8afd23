import {useQuery} from '@apollo/client';
import type {InstalledSerialsQuery, InstalledSerialsQueryVariables} from '@voltcheck/api-client';
import {InstalledSerialsDialog} from '@voltcheck/ui-shared';
import {manufacturerIdVariable} from '../../session/manufacturerChoice';
import {INSTALLED_SERIALS} from './dashboard.queries';

/** 'List of Installed Serials' of one installation (document 001 section 2), for the manufacturer chosen. */
export function InstalledSerials({
  installationId,
  manufacturerId,
  onClose,
}: {
  installationId: string;
  manufacturerId: number | undefined;
  onClose: () => void;
}) {
  const {data, loading, error} = useQuery<InstalledSerialsQuery, InstalledSerialsQueryVariables>(INSTALLED_SERIALS, {
    variables: {installationId, manufacturerId: manufacturerIdVariable(manufacturerId)},
  });
  return (
    <InstalledSerialsDialog
      rows={data?.installationSerialDetails}
      loading={loading}
      error={error && `Error! ${error.message}`}
      onClose={onClose}
    />
  );
}
