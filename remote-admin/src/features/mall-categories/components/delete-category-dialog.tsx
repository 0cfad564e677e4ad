import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { refusalKey } from '../../mall-shared/utils/server-refusal';
import { useDeleteCategories } from '../api/delete-categories';

type DeleteCategoryDialogProps = { id: number; name: string; onClose: () => void };

/**
 * SPEC §5 "deleting needs confirmation". A category with sub-categories or goods is refused by the server;
 * its reason stays in the dialog (besides the toast), so staff read what to do first.
 */
export function DeleteCategoryDialog({ id, name, onClose }: DeleteCategoryDialogProps) {
  const remove = useDeleteCategories();
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <ConfirmDeleteDialog
      message={(
        <>
          <FormattedMessage id="admin.mall.category.confirm" values={{ name }} />
          {/* Inline (the dialog's message is a paragraph), announced when it appears. */}
          {refusal ? (
            <Text as="span" display="block" mt="3" color="fg.error" role="alert">
              <FormattedMessage id={refusal} />
            </Text>
          ) : null}
        </>
      )}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => remove.mutate([id], {
        onSuccess: onClose,
        onError: (error) => setRefusal(refusalKey(error) ?? 'admin.mall.category.deleteFailed'),
      })}
    />
  );
}
