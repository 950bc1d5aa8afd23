import AddCircleOutlineOutlinedIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EngineeringIcon from '@mui/icons-material/Engineering';
import FactoryIcon from '@mui/icons-material/Factory';
import HandymanIcon from '@mui/icons-material/Handyman';
import HistoryIcon from '@mui/icons-material/History';
import InsightsIcon from '@mui/icons-material/Insights';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PeopleIcon from '@mui/icons-material/People';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import WebhookIcon from '@mui/icons-material/Webhook';
import ListAltIcon from '@mui/icons-material/ListAlt';
import SettingsIcon from '@mui/icons-material/Settings';
import {config} from '../config';
import type {ReactElement} from 'react';

export interface MenuEntry {
  label: string;
  to: string;
  icon: ReactElement;
  /** A page of the portal (same sign-in), opened as a plain link rather than a console route. */
  external?: boolean;
}

/** The admin menu of document 002, section 2.1: these entries, in this order, with the routes of its route table. */
export const MENU_ENTRIES: MenuEntry[] = [
  {label: 'Dashboard', to: '/AdminDashboard', icon: <SpaceDashboardIcon />},
  {label: 'Manufacturers', to: '/Manufacturers', icon: <FactoryIcon />},
  {label: 'Suppliers', to: '/Suppliers', icon: <LocalShippingIcon />},
  {label: 'Installers', to: '/AdminInstaller', icon: <EngineeringIcon />},
  {label: 'Serials', to: '/AdminSerials', icon: <QrCode2Icon />},
  // Not in document 002's menu: the global serials view (all serials, Download Failed Serials, Parallel Import) is
  // the portal's /serials, which administrators reach signed in as they are here.
  {label: 'All Serials', to: `${config.portalUrl}serials`, icon: <ListAltIcon />, external: true},
  {label: 'Leadership Board', to: '/AdminStats', icon: <EmojiEventsIcon />},
  {label: 'Logs', to: '/Logs', icon: <ReceiptLongIcon />},
  {label: 'Pull Requests', to: '/PullRequests', icon: <CallMergeIcon />},
  {label: 'Miscellaneous', to: '/Miscellaneous', icon: <HandymanIcon />},
  {label: 'New PullRequest', to: '/CreatePullRequest', icon: <AddCircleOutlineOutlinedIcon />},
  {label: 'Import Weekly Supplier Data', to: '/ImportWeeklySupplierList', icon: <UploadFileIcon />},
  {label: 'Manage Postcodes', to: '/ManagePostCodes', icon: <PlaceIcon />},
  {label: 'Users', to: '/Users', icon: <PeopleIcon />},
  {label: 'Staff', to: '/staff', icon: <PeopleOutlineIcon />},
  {label: 'Reports', to: '/Reports', icon: <AssessmentIcon />},
  {label: 'Detail View', to: '/DetailView', icon: <InsightsIcon />},
  {label: 'Reference Data', to: '/ReferenceData', icon: <LibraryBooksIcon />},
  // Admin Settings (the app providers): also in the user menu, a menu entry so that it is found.
  {label: 'Admin Settings', to: '/AdminSettings', icon: <SettingsIcon />},
  // Notifications: document 002's menu has no entry (its groups sit in the manufacturer detail); the console's screen.
  {label: 'Notifications', to: '/Notifications', icon: <NotificationsIcon />},
  // admin registry: not in document 002's menu; server.md section 10's audit log
  {label: 'Audit Log', to: '/AuditLog', icon: <HistoryIcon />},
  // not in document 002's menu: every manufacturer's recalls and their reach
  {label: 'Recalls', to: '/Recalls', icon: <ReportProblemIcon />},
  // not in document 002's menu: webhook deliveries and the endpoints' answers, for administrators
  {label: 'Webhook Deliveries', to: '/WebhookDeliveries', icon: <WebhookIcon />},
];
