import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { HStack } from '@chakra-ui/react/stack';
import { Input } from '@chakra-ui/react/input';
import { RadioGroup } from '@chakra-ui/react/radio-group';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Text } from '@chakra-ui/react/text';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { MenuIcon, searchMenuIcons } from 'shared-contracts/react/menu-icons';
import type { MenuFormControl } from '../utils/menu-form';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';

// The radio group cannot hold '' as a value (it reads as "nothing chosen"), so "no icon" has its own.
const NO_ICON = '__none__';

/**
 * The icon: the current choice, and on demand a searchable grid of the shared registry. Each icon is a
 * native radio named after the icon, so the grid is reachable by Tab, walked with the arrow keys and found
 * by role and name in tests. The grid stays closed until asked for, which keeps the dialog short.
 */
export function IconPicker({ control }: { control: MenuFormControl }) {
  const intl = useIntl();
  const gridId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const names = searchMenuIcons(query);

  return (
    <Controller
      control={control}
      name="icon"
      render={({ field }) => (
        <Box>
          <HStack gap="3" mb="2">
            <Text as="span" fontWeight="medium" fontSize="sm" id={`${gridId}-label`}>
              <FormattedMessage id="admin.menu.form.icon" />
            </Text>
            <HStack gap="1" color="fg.muted" fontSize="sm">
              {field.value ? <MenuIcon name={field.value} /> : null}
              <Text as="span">{field.value || intl.formatMessage({ id: 'admin.menu.form.iconNone' })}</Text>
            </HStack>
            <Button size="xs" variant="outline" aria-expanded={open} aria-controls={gridId} onClick={() => setOpen(!open)}>
              <FormattedMessage id={open ? 'admin.menu.form.iconHide' : 'admin.menu.form.iconChoose'} />
            </Button>
          </HStack>
          {open ? (
            <Box id={gridId}>
              <Field.Root mb="2">
                <Field.Label srOnly>
                  <FormattedMessage id="admin.menu.form.iconSearch" />
                </Field.Label>
                <Input
                  size="sm"
                  type="search"
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                  placeholder={intl.formatMessage({ id: 'admin.menu.form.iconSearch' })}
                />
              </Field.Root>
              <RadioGroup.Root
                name={field.name}
                aria-labelledby={`${gridId}-label`}
                value={field.value || NO_ICON}
                onValueChange={(d) => field.onChange(!d.value || d.value === NO_ICON ? '' : d.value)}
                size="sm"
              >
                <SimpleGrid minChildWidth="10" gap="1" maxH="40" overflowY="auto" p="1">
                  <IconOption value={NO_ICON} label={intl.formatMessage({ id: 'admin.menu.form.iconNone' })} />
                  {names.map((name) => <IconOption key={name} value={name} label={name} />)}
                </SimpleGrid>
              </RadioGroup.Root>
              {names.length === 0 ? (
                <Text fontSize="sm" color="fg.muted" mt="1">
                  <FormattedMessage id="admin.menu.form.iconNoMatch" values={{ query }} />
                </Text>
              ) : null}
            </Box>
          ) : null}
        </Box>
      )}
    />
  );
}

function IconOption({ value, label }: { value: string; label: string }) {
  return (
    <RadioGroup.Item
      value={value}
      title={label}
      justifyContent="center"
      h="10"
      borderWidth="1px"
      rounded="md"
      cursor="pointer"
      position="relative"
      _checked={{ borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
    >
      <RadioGroup.ItemHiddenInput style={OVERLAY_INPUT_STYLE} />
      {value === NO_ICON ? <Text aria-hidden="true">–</Text> : <MenuIcon name={value} size={18} />}
      <RadioGroup.ItemText srOnly>{label}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
