import { Checkbox } from '@chakra-ui/react/checkbox';
import { HStack } from '@chakra-ui/react/stack';
import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import type { MenuFormControl, OptionalMenuField } from '../utils/menu-form';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';

type Flag = Extract<OptionalMenuField, 'iFrame' | 'cache' | 'hidden'>;
const FLAGS: readonly Flag[] = ['iFrame', 'cache', 'hidden'];

/** The yes/no settings of a directory or page, each a labelled checkbox; only those of the type are shown. */
export function MenuFlagFields({ control, shown }: { control: MenuFormControl; shown: ReadonlySet<OptionalMenuField> }) {
  const flags = FLAGS.filter((flag) => shown.has(flag));
  if (flags.length === 0) return null;
  return (
    <HStack gap="6" wrap="wrap">
      {flags.map((flag) => (
        <Controller
          key={flag}
          control={control}
          name={flag}
          render={({ field }) => (
            <Checkbox.Root
              name={field.name}
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              size="sm"
              position="relative"
            >
              <Checkbox.HiddenInput onBlur={field.onBlur} style={OVERLAY_INPUT_STYLE} />
              <Checkbox.Control />
              <Checkbox.Label>
                <FormattedMessage id={`admin.menu.form.${flag}`} />
              </Checkbox.Label>
            </Checkbox.Root>
          )}
        />
      ))}
    </HStack>
  );
}
