import {useEffect, useState} from 'react';
import {useDataProvider} from 'react-admin';
import type {AdminDataProvider, AdminStats} from '../providers';

export interface AdminStatsState {
  stats?: AdminStats;
  error?: Error;
  loading: boolean;
}

/** Loads the dashboard's counts once per visit through the dataProvider (so a 401 signs out). */
export function useAdminStats(): AdminStatsState {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [state, setState] = useState<AdminStatsState>({loading: true});
  useEffect(() => {
    let live = true;
    dataProvider.adminStats().then(
      stats => live && setState({stats, loading: false}),
      (error: Error) => live && setState({error, loading: false}),
    );
    return () => {
      live = false;
    };
  }, [dataProvider]);
  return state;
}
