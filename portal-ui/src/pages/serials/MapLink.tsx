import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {LOCATION_NOT_AVAILABLE, mapLink} from './serialFormat';

/** The map 'View' link of a request, or 'Location Not Available'. */
export function MapLink({latitude, longitude}: {latitude: number | null; longitude: number | null}) {
  const href = mapLink(latitude, longitude);
  if (!href)
    return (
      <Typography variant="body2" color="text.secondary">
        {LOCATION_NOT_AVAILABLE}
      </Typography>
    );
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      View
    </Link>
  );
}
