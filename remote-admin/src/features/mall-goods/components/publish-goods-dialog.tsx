import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GoodsAdminRow } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { localized } from 'shared-contracts/mall/localized';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { refusalKey } from '../../../utils/refusal-key';
import { SelectField } from '../../mall-shared/components/select-field';
import { useCategoryOptions } from '../../mall-shared/hooks/use-category-options';
import { usePublishGoods } from '../api/publish-goods';

/** Refusals about the chosen category land on the field; the others (already filed, source item taken) in the dialog. */
const CATEGORY_REFUSALS: readonly string[] = [MessageKey.publishCategoryInvalid, MessageKey.categoryNotFound, MessageKey.goodsCategoryRequired];

type PublishGoodsDialogProps = { goods: GoodsAdminRow; onDone: () => void; onClose: () => void };

/**
 * Files a buyer's collected goods into the catalogue (docs/mall-search.md "Collected goods"): a category of the
 * catalogue is chosen, then it is the catalogue's goods, public while on sale, and its collector's collects no longer
 * change it. Check its names, pictures and prices in the editor first.
 */
export function PublishGoodsDialog({ goods, onDone, onClose }: PublishGoodsDialogProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const publish = usePublishGoods();
  const categories = useCategoryOptions({ value: '', label: intl.formatMessage({ id: 'admin.mall.goods.publish.choose' }) });
  const [categoryId, setCategoryId] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();

  const submit = () => {
    setRefusal(undefined);
    if (categoryId === '') return setFieldError(MessageKey.goodsCategoryRequired);
    setFieldError(undefined);
    publish.mutate({ id: goods.id, categoryId: Number(categoryId) }, {
      onSuccess: onDone,
      onError: (error) => {
        const key = refusalKey(error, ['categoryId']);
        if (key && CATEGORY_REFUSALS.includes(key)) setFieldError(key);
        else setRefusal(key ?? 'admin.mall.goods.publish.failed');
      },
    });
  };

  return (
    <ActionDialog maxW="md" onConfirm={submit} onClose={onClose} refusal={refusal} announceRefusal pending={publish.isPending}
      title={<FormattedMessage id="admin.mall.goods.publish.title" values={{ name: localized(goods.name, goods.nameI18n, locale) }} />}
      description={<FormattedMessage id="admin.mall.goods.publish.message" values={{ collector: goods.collector?.name ?? '' }} />}
      confirmDisabled={categories.pending} confirmLabel={<FormattedMessage id="admin.mall.goods.publish.confirm" />}>
      <SelectField label={<FormattedMessage id="admin.mall.goods.publish.category" />} required options={categories.options}
        value={categoryId} error={fieldError} onChange={(e) => setCategoryId(e.target.value)} />
    </ActionDialog>
  );
}
