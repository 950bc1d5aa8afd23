import type {SvgIconComponent} from '@mui/icons-material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import {hasNoManufacturer, isAdminRole} from '@voltcheck/api-client';
import type {Role, TokenClaims} from '@voltcheck/api-client';
import {config} from '../../config';
import {isSupplierType} from '../../session/roles';

export interface NavItem {
  label: string;
  icon: SvgIconComponent;
  to: string;
  /** Path the entry is selected on (case-insensitive). */
  match?: string;
  /** Another app (a plain link, not the portal's router). */
  external?: boolean;
  visible: (role: Role) => boolean;
}

/**
 * The side navigation of document 001 section 2, limited to the screens that exist. The other entries
 * (Product Line — hidden for supplier-type roles, see `isSupplierType` — and Staff) join this list
 * when their screens are built; none are shown disabled. Flash Data and History are shown to
 * manufacturer and distributor roles (the server enforces staff permissions); administrators get
 * History, where they delete and restore uploads.
 */
const NAV_ITEMS: NavItem[] = [
  {
    label: 'Dashboard',
    icon: DashboardOutlinedIcon,
    to: '/dashboard?v=1',
    match: '/dashboard',
    visible: r => !isAdminRole(r),
  },
  {
    label: 'Dashboard',
    icon: SpaceDashboardOutlinedIcon,
    to: '/AdminDashboard?v=1',
    match: '/admindashboard',
    visible: isAdminRole,
  },
  {label: 'Flash Data', icon: UploadFileOutlinedIcon, to: '/flash', match: '/flash', visible: r => !isAdminRole(r)},
  {
    label: 'Product Line',
    icon: CategoryOutlinedIcon,
    to: '/productline',
    match: '/productline',
    visible: r => !isAdminRole(r) && !isSupplierType(r),
  },
  {label: 'History', icon: HistoryOutlinedIcon, to: '/history', match: '/history', visible: () => true},
  {
    label: 'Admin Console',
    icon: AdminPanelSettingsOutlinedIcon,
    to: config.adminConsoleUrl,
    external: true,
    visible: isAdminRole,
  },
];

/** Distributor staff without a manufacturer see no navigation. */
export function navItemsFor(claims: TokenClaims | null): NavItem[] {
  if (!claims || hasNoManufacturer(claims)) return [];
  return NAV_ITEMS.filter(item => item.visible(claims.role));
}
