import { Box } from '@chakra-ui/react/box';
import { File, FileArchive, FileText, Image as ImageIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StorageFile, StorageFileKind } from 'shared-contracts/api/storage-files';
import { ProtectedImage } from 'shared-contracts/react/protected-image';

const ICONS: Readonly<Record<StorageFileKind, typeof File>> = { image: ImageIcon, document: FileText, archive: FileArchive, other: File };
/** Pictures a browser shows safely in an <img> (the others of kind image, such as TIFF or PSD, get the icon). */
const PREVIEWABLE = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/bmp', 'image/avif']);

/**
 * A thumbnail of a picture, fetched with the token like every protected picture (useProtectedPicture), or the icon
 * of the file's kind, named for screen readers.
 */
export function FilePreview({ file }: { file: StorageFile }) {
  const intl = useIntl();
  if (PREVIEWABLE.has(file.contentType)) {
    return (
      <ProtectedImage url={file.url} alt={file.name} boxSize="10" objectFit="cover"
        loadingText={<FormattedMessage id="admin.tools.storage.picture.loading" />}
        failedText={<FormattedMessage id="admin.tools.storage.picture.failed" />}
        retryLabel={<FormattedMessage id="admin.tools.storage.picture.retry" />} />
    );
  }
  const Icon = ICONS[file.type];
  return (
    <Box color="fg.muted" role="img" aria-label={intl.formatMessage({ id: `admin.tools.storage.kind.${file.type}` })}>
      <Icon size={28} aria-hidden />
    </Box>
  );
}
