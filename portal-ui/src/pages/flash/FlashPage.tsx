import {useState} from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import {Navigate, useLocation} from 'react-router-dom';
import {config} from '../../config';
import {useDocumentTitle} from '../../components/useDocumentTitle';
import {useManufacturerChoice} from '../../session/manufacturerChoice';
import {isSupplierType} from '../../session/roles';
import {useSession} from '../../session/SessionContext';
import {PERMISSION, usePermissionRefusal} from '../../session/permissions';
import {FlashHelpDialog} from './FlashHelpDialog';
import {FlashImport} from './FlashImport';
import type {UploadType} from './flash.types';
import {ModeCards} from './ModeCards';

/** Manufacturers whose suppliers may only resolve (document 001 section 2). */
const RESOLVE_ONLY_MANUFACTURERS = [24, 29];

export const FLASH_TITLES: Record<UploadType, string> = {1: 'Import flash data', 2: 'Resolve failed serials'};

/** `/flash` and `/flash/resolve`: the flash data import, or the resolution of failed serials. */
export function FlashPage() {
  const {pathname, search} = useLocation();
  const type: UploadType = /^\/flash\/resolve/i.test(pathname) ? 2 : 1;
  useDocumentTitle(`${config.productCode} | ${FLASH_TITLES[type]}`);
  const {claims} = useSession();
  const {manufacturerId, needsChoice} = useManufacturerChoice();
  const [help, setHelp] = useState(false);
  // Staff without Upload, at this address by hand: the reason before any file is chosen, not a refusal after.
  const refusal = usePermissionRefusal(PERMISSION.upload);
  const hideFresh = isSupplierType(claims?.role) && RESOLVE_ONLY_MANUFACTURERS.includes(manufacturerId ?? -1);
  if (hideFresh && type === 1) return <Navigate to="/flash/resolve" replace />;

  return (
    <Box>
      <Box sx={{display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap'}}>
        <Typography variant="h1" sx={{flex: 1}}>
          {FLASH_TITLES[type]}
        </Typography>
        <Button variant="outlined" startIcon={<HelpOutlineIcon />} onClick={() => setHelp(true)}>
          Help
        </Button>
      </Box>
      <ModeCards type={type} hideFresh={hideFresh} />
      {refusal ? (
        <Alert severity="info">{refusal}</Alert>
      ) : needsChoice && !manufacturerId ? (
        <Alert severity="warning">Choose a manufacturer in the header to import flash data for it.</Alert>
      ) : (
        <FlashImport key={`${type}-${manufacturerId ?? ''}-${search}`} type={type} manufacturerId={manufacturerId} />
      )}
      <FlashHelpDialog open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}
