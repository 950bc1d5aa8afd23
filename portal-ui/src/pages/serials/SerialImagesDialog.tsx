import {useQuery} from '@apollo/client';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type {SerialImagesQuery, SerialImagesQueryVariables} from '@voltcheck/api-client';
import {NO_IMAGE} from './serialFormat';
import {SERIAL_IMAGES} from './serials.queries';
import {ErrorState, InfoDialog, LoadingState, shortDateTime, useStoredFile} from '@voltcheck/ui-shared';

export interface ImagesTarget {
  serial: string;
  productSerialId?: string | null;
}

function StoredImage({path, alt}: {path: string; alt: string}) {
  const url = useStoredFile(path);
  return (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{width: '100%', maxHeight: 320, objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1}}
    />
  );
}

/** 'Serial images': the photos installer apps sent with a serial, with their dates. */
export function SerialImagesDialog({
  target,
  manufacturerId,
  onClose,
}: {
  target: ImagesTarget | null;
  manufacturerId: string | null;
  onClose: () => void;
}) {
  const {data, loading, error} = useQuery<SerialImagesQuery, SerialImagesQueryVariables>(SERIAL_IMAGES, {
    skip: !target,
    variables: target?.productSerialId
      ? {productSerialId: target.productSerialId, manufacturerId}
      : {serial: target?.serial, manufacturerId},
    fetchPolicy: 'network-only',
  });
  // After a failed load Apollo still holds what an earlier opening loaded: the error is shown alone.
  const images = error ? [] : (data?.serialImages ?? []);
  return (
    <InfoDialog open={!!target} title="Serial images" onClose={onClose}>
      <Typography variant="subtitle2" sx={{mb: 1}}>
        {target?.serial}
      </Typography>
      {loading && <LoadingState />}
      {error && <ErrorState message={error.message} />}
      {!loading && !error && images.length === 0 && <Typography color="text.secondary">{NO_IMAGE}</Typography>}
      {images.map(i => (
        <Box key={i.imageId} sx={{mb: 2}}>
          <StoredImage path={i.image} alt={`Photo of ${i.serial}`} />
          <Typography variant="caption" color="text.secondary">
            Created on {shortDateTime(i.createdOn)} · {i.appName}
          </Typography>
        </Box>
      ))}
    </InfoDialog>
  );
}
