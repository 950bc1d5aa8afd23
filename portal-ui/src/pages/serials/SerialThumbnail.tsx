import Avatar from '@mui/material/Avatar';
import ButtonBase from '@mui/material/ButtonBase';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import {useStoredFile} from '@voltcheck/ui-shared';

/** A serial's photo thumbnail (a placeholder without one); a click opens the Serial images dialog. */
export function SerialThumbnail({image, serial, onOpen}: {image: string | null; serial: string; onOpen: () => void}) {
  const url = useStoredFile(image);
  return (
    <ButtonBase aria-label={`Images of ${serial}`} onClick={onOpen} sx={{borderRadius: 1}}>
      <Avatar variant="rounded" src={url} alt={url ? `Photo of ${serial}` : undefined} sx={{width: 36, height: 36}}>
        <ImageOutlinedIcon fontSize="small" />
      </Avatar>
    </ButtonBase>
  );
}
