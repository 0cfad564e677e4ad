import { FormattedMessage } from 'react-intl';
import { ErrorState, LoadingState } from '../../../components/list-state';
import { useGoodsDetail } from '../api/get-goods-detail';
import { goodsToValues } from '../utils/goods-form';
import { GoodsFormDialog } from './goods-form-dialog';

/** The list shows cards: the goods is read whole (SKUs, picture keys) before its editor opens. */
export function EditGoodsDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const detail = useGoodsDetail(id);
  if (detail.data) return <GoodsFormDialog initial={goodsToValues(detail.data)} onClose={onClose} />;
  if (detail.isError) {
    return <ErrorState message={<FormattedMessage id="admin.mall.goods.detailFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void detail.refetch()} />;
  }
  return <LoadingState label={<FormattedMessage id="admin.list.loading" />} />;
}
