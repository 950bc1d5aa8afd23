import type {ReactNode} from 'react';
import {ModelsTab} from '../models';
import {SerialsTab} from '../serials';
import {InstallationsTab} from './InstallationsTab';

export interface DashboardTab {
  label: string;
  element: ReactNode;
}

/** The dashboard's tabs, in the order of document 001 section 2: Serials, Models, Installation(verified). */
export function dashboardTabs(manufacturerId: number | undefined): DashboardTab[] {
  return [
    {label: 'Serials', element: <SerialsTab manufacturerId={manufacturerId} />},
    {label: 'Models', element: <ModelsTab manufacturerId={manufacturerId} />},
    {label: 'Installation(verified)', element: <InstallationsTab manufacturerId={manufacturerId} />},
  ];
}
