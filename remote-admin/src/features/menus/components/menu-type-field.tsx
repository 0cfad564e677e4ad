import { HStack } from '@chakra-ui/react/stack';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { Controller } from 'react-hook-form';
import { FormattedMessage } from 'react-intl';
import { MenuType, type MenuTypeValue } from 'shared-contracts/api/menus';
import type { MenuFormControl } from '../utils/menu-form';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';

const TYPES: readonly MenuTypeValue[] = [MenuType.directory, MenuType.menu, MenuType.button];

/** Directory / menu / button: native radios under the group's label, so arrow keys move between them. */
export function MenuTypeField({ control }: { control: MenuFormControl }) {
  return (
    <Controller
      control={control}
      name="type"
      render={({ field }) => (
        <RadioGroup.Root
          name={field.name}
          value={String(field.value)}
          onValueChange={(details) => field.onChange(Number(details.value) as MenuTypeValue)}
          size="sm"
        >
          <RadioGroup.Label mb="2">
            <FormattedMessage id="admin.menu.form.type" />
          </RadioGroup.Label>
          <HStack gap="6">
            {TYPES.map((type) => (
              <RadioGroup.Item key={type} value={String(type)} position="relative">
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} style={OVERLAY_INPUT_STYLE} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  <FormattedMessage id={`admin.menu.type.${type}`} />
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      )}
    />
  );
}
