import { FormattedMessage } from 'react-intl';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { useContentDoc } from '../api/get-content';
import { contentToValues } from '../utils/content-form';
import { ContentFormDialog } from './content-form-dialog';

/** The list has no bodies: the document is read whole before its editor opens. */
export function EditContentDialog({ label, onClose }: { label: string; onClose: () => void }) {
  const doc = useContentDoc(label);
  if (doc.data) return <ContentFormDialog initial={contentToValues(doc.data)} onClose={onClose} />;
  if (doc.isError) {
    return <ErrorState message={<FormattedMessage id="admin.mall.content.docFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void doc.refetch()} />;
  }
  return <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
}
