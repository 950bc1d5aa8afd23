import type {ReactNode} from 'react';
import {InstallationsTab} from './InstallationsTab';

export interface DashboardTab {
  label: string;
  element: ReactNode;
}

/**
 * The dashboard's tabs, in the order of document 001 section 2: Serials, Models, Installation(verified).
 * SLOTS: the Serials tab (pages/serials) and the Models tab (pages/models) are built on their own
 * branch; they join this list here, before Installation(verified), as
 *   {label: 'Serials', element: <SerialsTab manufacturerId={manufacturerId} />},
 *   {label: 'Models', element: <ModelsTab manufacturerId={manufacturerId} />},
 */
export function dashboardTabs(manufacturerId: number | undefined): DashboardTab[] {
  return [
    // SERIALS_TAB_SLOT
    // MODELS_TAB_SLOT
    {label: 'Installation(verified)', element: <InstallationsTab manufacturerId={manufacturerId} />},
  ];
}
