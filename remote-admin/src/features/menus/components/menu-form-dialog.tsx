import { Button, CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMenuForm } from '../hooks/use-menu-form';
import { visibleFields, type MenuFormValues } from '../utils/menu-form';
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

/**
 * Create / edit dialog. Mounted only while open, so each opening starts from `initial`. Chakra's dialog
 * traps focus, closes on Escape and gives focus back to the button that opened it.
 */
export function MenuFormDialog({ initial, onClose }: MenuFormDialogProps) {
  const intl = useIntl();
  const { form, submit, saving } = useMenuForm(initial, onClose);
  const { control, register, formState: { errors } } = form;
  const [type, iFrame] = useWatch({ control, name: ['type', 'iFrame'] });
  const shown = visibleFields(type, iFrame);
  const isEdit = initial.id !== undefined;

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => { if (!details.open) onClose(); }}
      size="lg"
      scrollBehavior="inside"
      // A stray click beside the dialog must not throw away a half-filled form.
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps header, body and footer as the dialog's own flex children. */}
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={isEdit ? 'admin.menu.dialog.edit' : 'admin.menu.dialog.add'} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
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
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline" size="sm">
                    <FormattedMessage id="admin.menu.form.cancel" />
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" size="sm" loading={saving}>
                  <FormattedMessage id="admin.menu.form.save" />
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.menu.dialog.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
