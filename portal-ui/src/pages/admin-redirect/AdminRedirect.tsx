import {useEffect} from 'react';
import {useLocation} from 'react-router-dom';
import {config} from '../../config';

/** Leads a root admin route (e.g. /Manufacturers) into the console, keeping the rest of the address. */
export function AdminRedirect() {
  const {pathname, search, hash} = useLocation();
  useEffect(() => {
    window.location.replace(`${config.adminConsoleUrl.replace(/\/$/, '')}${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}
