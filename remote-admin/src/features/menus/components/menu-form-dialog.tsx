import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMenuForm } from '../hooks/use-menu-form';
import { visibleFields, type MenuFormValues } from '../utils/menu-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { IconPicker } from './icon-picker';
import { MenuFlagFields } from './menu-flag-fields';
import { MenuRouteFields } from './menu-route-fields';
import { MenuTitleFields } from './menu-title-fields';
import { MenuTypeField } from './menu-type-field';
import { ParentSelect } from './parent-select';

type MenuFormDialogProps = {
  /** newMenuValues() to create, menuToValues(menu) to edit (the id tells which). */
  initial: MenuFormValues;
  onClose: () => void;
};

/** Create / edit dialog. Mounted only while open, so each opening starts from `initial`. */
export function MenuFormDialog({ initial, onClose }: MenuFormDialogProps) {
  const intl = useIntl();
  const { form, submit, saving } = useMenuForm(initial, onClose);
  const { control, register, formState: { errors } } = form;
  const [type, iFrame] = useWatch({ control, name: ['type', 'iFrame'] });
  const shown = visibleFields(type, iFrame);
  const isEdit = initial.id !== undefined;

  return (
    <FormDialog
      title={<FormattedMessage id={isEdit ? 'admin.menu.dialog.edit' : 'admin.menu.dialog.add'} />}
      onSubmit={submit}
      saving={saving}
      onClose={onClose}
      size="lg"
      scrollBehavior="inside"
    >
      <MenuTypeField control={control} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <MenuTitleFields register={register} errors={errors} />
        <ParentSelect control={control} selfId={initial.id} error={errors.pid?.message} />
        <MenuRouteFields register={register} errors={errors} shown={shown} iFrame={iFrame} />
        <FormTextField
          size="sm"
          type="number"
          min={0}
          label={intl.formatMessage({ id: 'admin.menu.form.sort' })}
          help={intl.formatMessage({ id: 'admin.menu.form.sortHelp' })}
          error={errors.menuSort?.message}
          {...register('menuSort', { valueAsNumber: true })}
        />
      </SimpleGrid>
      <MenuFlagFields control={control} shown={shown} />
      {shown.has('icon') ? <IconPicker control={control} /> : null}
    </FormDialog>
  );
}
