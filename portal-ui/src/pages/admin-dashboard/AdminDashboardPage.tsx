import {useEffect} from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {useLocation} from 'react-router-dom';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';

/** The console's own /AdminDashboard, with the query of the portal's (document 000 sends a superadmin to ?v=1). */
export function consoleDashboardUrl(search: string): string {
  return `${config.adminConsoleUrl}AdminDashboard${search || '?v=1'}`;
}

/**
 * `/AdminDashboard`: an administrator who signs in here lands on the console's dashboard (document 002's three cards,
 * with the console's menu). Both apps share the stored token, so the console opens signed in.
 */
export function AdminDashboardPage() {
  useDocumentTitle(`${config.productCode} | Admin Dashboard`);
  const target = consoleDashboardUrl(useLocation().search);
  useEffect(() => window.location.replace(target), [target]);
  return (
    <Typography sx={{p: 3}}>
      Opening the <Link href={target}>admin dashboard</Link>…
    </Typography>
  );
}
