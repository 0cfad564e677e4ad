import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useErrorText } from '../../../hooks/use-error-text';
import { useParentTree } from '../hooks/use-parent-tree';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import type { MenuFormControl } from '../utils/menu-form';
import { menuTitle, parentOptions } from '../utils/menu-tree';

const TOP_LEVEL = '';
// Native options cannot be padded, so the tree shows through indentation with no-break spaces.
const INDENT = '\u00a0\u00a0\u00a0\u00a0';

type ParentSelectProps = {
  control: MenuFormControl;
  /** The entry being edited: it and its subtree cannot become its parent. */
  selfId: number | undefined;
  error: string | undefined;
};

/**
 * The parent as a native select of the whole tree (indented), with "top level" first. A native select is
 * keyboard- and screen-reader-friendly everywhere and works inside the dialog's focus trap.
 */
export function ParentSelect({ control, selfId, error }: ParentSelectProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const errorText = useErrorText();
  const tree = useParentTree();
  const options = tree.data ? parentOptions(tree.data, selfId) : [];

  return (
    <Controller
      control={control}
      name="pid"
      render={({ field }) => {
        const value = field.value === null ? TOP_LEVEL : String(field.value);
        // While the tree loads, the current parent still needs an option to stay selected.
        const missing = field.value !== null && !options.some((o) => o.id === field.value);
        return (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>
              <FormattedMessage id="admin.menu.form.parent" />
            </Field.Label>
            <NativeSelect.Root size="sm" disabled={tree.isPending}>
              <NativeSelect.Field
                name={field.name}
                ref={field.ref}
                value={value}
                onBlur={field.onBlur}
                onChange={(e) => field.onChange(e.target.value === TOP_LEVEL ? null : Number(e.target.value))}
              >
                <option value={TOP_LEVEL}>{intl.formatMessage({ id: 'admin.menu.form.topLevel' })}</option>
                {missing ? <option value={value}>{value}</option> : null}
                {options.map((o) => (
                  <option key={o.id} value={String(o.id)}>
                    {INDENT.repeat(o.depth + 1) + menuTitle(o.menu, locale)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {tree.isPending ? (
              <Field.HelperText><FormattedMessage id="admin.menu.form.parentLoading" /></Field.HelperText>
            ) : null}
            {tree.isError ? (
              <Field.HelperText color="fg.error"><FormattedMessage id="admin.menu.form.parentFailed" /></Field.HelperText>
            ) : null}
            <Field.ErrorText>{errorText(error)}</Field.ErrorText>
          </Field.Root>
        );
      }}
    />
  );
}
