import type {SvgIconComponent} from '@mui/icons-material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import {hasNoManufacturer, isAdminRole, isDistributorRole} from '@voltcheck/api-client';
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
 * The side navigation of document 001 section 2: Dashboard, Flash Data, History, Product Line (hidden for
 * supplier-type roles) and Staff (hidden for plain suppliers, who have no staff), plus Supplier Requests (Approve
 * Supplier) for manufacturers. Flash Data and History are
 * shown to manufacturer and distributor roles (the server enforces staff permissions); administrators get
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
  {label: 'History', icon: HistoryOutlinedIcon, to: '/history', match: '/history', visible: () => true},
  {
    label: 'Product Line',
    icon: Inventory2OutlinedIcon,
    to: '/productline',
    match: '/productline',
    visible: r => !isAdminRole(r) && !isSupplierType(r),
  },
  {
    label: 'Staff',
    icon: PeopleOutlineIcon,
    to: '/Staff',
    match: '/staff',
    visible: r => !isAdminRole(r) && r !== 'supplier',
  },
  {
    // Approve Supplier (permission 3): the manufacturer's own accounts; the server refuses staff without it.
    label: 'Supplier Requests',
    icon: HandshakeOutlinedIcon,
    to: '/supplierrequests',
    match: '/supplierrequests',
    visible: r => !isAdminRole(r) && !isDistributorRole(r),
  },
  {
    label: 'Notifications',
    icon: NotificationsOutlinedIcon,
    to: '/notification',
    match: '/notification',
    visible: r => !isAdminRole(r) && !isDistributorRole(r),
  },
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
