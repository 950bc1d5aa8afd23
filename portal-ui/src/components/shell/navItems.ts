import type {SvgIconComponent} from '@mui/icons-material';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import LinkOutlinedIcon from '@mui/icons-material/LinkOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import SpaceDashboardOutlinedIcon from '@mui/icons-material/SpaceDashboardOutlined';
import {hasNoManufacturer, isAdminRole, isDistributorRole} from '@voltcheck/api-client';
import type {Role, TokenClaims} from '@voltcheck/api-client';
import {config} from '../../config';
import {isSupplierType, mayAskForLinks} from '../../session/roles';

export interface NavItem {
  label: string;
  icon: SvgIconComponent;
  to: string;
  /** Path the entry is selected on (case-insensitive). */
  match?: string;
  /** Another app (a plain link, not the portal's router). */
  external?: boolean;
  visible: (role: Role) => boolean;
  /** The staff permission the page's calls need (document 001 section 6: 1 Read, 2 Upload, 3 Approve Supplier, 6 Manage Staff). */
  permission?: number;
  /** Shown also to an account linked to no manufacturer yet (its way to get linked). */
  withoutManufacturer?: boolean;
}

/**
 * The side navigation of document 001 section 2: Dashboard, Flash Data, History, Product Line (hidden for
 * supplier-type roles) and Staff (hidden for plain suppliers, who have no staff), plus Supplier Requests (Approve
 * Supplier) for manufacturers. Flash Data and History are
 * shown to manufacturer and distributor roles; administrators get History, where they delete and restore uploads.
 * Staff see only the entries their permissions allow (the server refuses the rest on every door anyway).
 */
const NAV_ITEMS: NavItem[] = [
  {
    label: 'Dashboard',
    icon: DashboardOutlinedIcon,
    to: '/dashboard?v=1',
    match: '/dashboard',
    visible: r => !isAdminRole(r),
    permission: 1,
  },
  {
    label: 'Dashboard',
    icon: SpaceDashboardOutlinedIcon,
    to: '/AdminDashboard?v=1',
    match: '/admindashboard',
    visible: isAdminRole,
  },
  {
    label: 'Flash Data',
    icon: UploadFileOutlinedIcon,
    to: '/flash',
    match: '/flash',
    visible: r => !isAdminRole(r),
    permission: 2,
  },
  {label: 'History', icon: HistoryOutlinedIcon, to: '/history', match: '/history', visible: () => true, permission: 1},
  {
    label: 'Product Line',
    icon: Inventory2OutlinedIcon,
    to: '/productline',
    match: '/productline',
    visible: r => !isAdminRole(r) && !isSupplierType(r),
    permission: 1,
  },
  {
    label: 'Recalls',
    icon: ReportProblemOutlinedIcon,
    to: '/recalls',
    match: '/recalls',
    visible: r => !isAdminRole(r) && !isSupplierType(r),
    permission: 1,
  },
  {
    label: 'Staff',
    icon: PeopleOutlineIcon,
    to: '/Staff',
    match: '/staff',
    visible: r => !isAdminRole(r) && r !== 'supplier',
    permission: 6,
  },
  {
    label: 'Supplier Requests',
    icon: HandshakeOutlinedIcon,
    to: '/supplierrequests',
    match: '/supplierrequests',
    visible: r => !isAdminRole(r) && !isDistributorRole(r),
    permission: 3,
  },
  {
    label: 'Manufacturer Links',
    icon: LinkOutlinedIcon,
    to: '/linkrequests',
    match: '/linkrequests',
    visible: mayAskForLinks,
    withoutManufacturer: true,
  },
  {
    label: 'Notifications',
    icon: NotificationsOutlinedIcon,
    to: '/notification',
    match: '/notification',
    visible: r => !isAdminRole(r) && !isDistributorRole(r),
    permission: 1,
  },
  {
    label: 'Admin Console',
    icon: AdminPanelSettingsOutlinedIcon,
    to: config.adminConsoleUrl,
    external: true,
    visible: isAdminRole,
  },
];

/**
 * Accounts without a manufacturer see only what gets them linked (suppliers and distributors: Manufacturer Links). `permissions` are the profile's (those the account
 * holds for at least one manufacturer); a profile stored before they were sent has none, and every entry shows.
 */
export function navItemsFor(claims: TokenClaims | null, permissions?: readonly number[]): NavItem[] {
  if (!claims) return [];
  const linked = !hasNoManufacturer(claims);
  return NAV_ITEMS.filter(
    item =>
      item.visible(claims.role) &&
      (linked || item.withoutManufacturer) &&
      (!permissions || !item.permission || permissions.includes(item.permission)),
  );
}
