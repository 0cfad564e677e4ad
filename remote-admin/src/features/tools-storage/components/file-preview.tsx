import { Box } from '@chakra-ui/react/box';
import { File, FileArchive, FileText, Image as ImageIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StorageFile, StorageFileKind } from 'shared-contracts/api/storage-files';
import { ProtectedImage } from 'shared-contracts/react/protected-image';

const ICONS: Readonly<Record<StorageFileKind, typeof File>> = { image: ImageIcon, document: FileText, archive: FileArchive, other: File };

/**
 * The thumbnail the server made of a picture it checked (PNG, JPEG, WebP, GIF within the pixel limit: docs/storage.md),
 * fetched with the token like every protected picture and opening the original; or the icon of the file's kind,
 * named for screen readers. Other pictures (BMP, AVIF, TIFF …) get the icon: the page never decodes what the server
 * did not check.
 */
export function FilePreview({ file }: { file: StorageFile }) {
  const intl = useIntl();
  if (file.thumbnailUrl) {
    return (
      <ProtectedImage url={file.url} previewUrl={file.thumbnailUrl} alt={file.name} boxSize="10" objectFit="cover"
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
