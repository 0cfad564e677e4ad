import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { Fieldset } from '@chakra-ui/react/fieldset';
import { HStack } from '@chakra-ui/react/stack';
import { Icon } from '@chakra-ui/react/icon';
import { Input } from '@chakra-ui/react/input';
import { Text } from '@chakra-ui/react/text';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { THEME_PRESETS } from 'shared-contracts/shell/features/layout/constants';
import { readableTextOn } from '../../theme/contrast';

type ThemeColourFieldProps = { value: string; onChange: (colour: string) => void };

/** Preset swatches plus the browser's own colour input (no picker bundle, nothing fetched). */
export function ThemeColourField({ value, onChange }: ThemeColourFieldProps) {
  const intl = useIntl();
  const customId = useId();
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium" fontSize="sm">{intl.formatMessage({ id: 'layout.settings.theme' })}</Fieldset.Legend>
      <HStack gap="2" wrap="wrap" mt="2">
        {THEME_PRESETS.map((colour) => {
          const selected = colour === value.toLowerCase();
          return (
            <chakra.button key={colour} type="button" aria-pressed={selected}
              aria-label={intl.formatMessage({ id: 'layout.settings.themePreset' }, { colour })}
              onClick={() => onChange(colour)} boxSize="7" borderRadius="md" bg={colour} cursor="pointer"
              display="inline-flex" alignItems="center" justifyContent="center" color={readableTextOn(colour)}
              boxShadow={selected ? '0 0 0 2px white, 0 0 0 4px var(--app-theme-color, #1890ff)' : 'xs'}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '3px' }}>
              {selected ? <Icon as={Check} boxSize="4" aria-hidden /> : null}
            </chakra.button>
          );
        })}
      </HStack>
      <HStack gap="3" mt="3">
        <Box asChild>
          <label htmlFor={customId}>
            <Text as="span" fontSize="sm">{intl.formatMessage({ id: 'layout.settings.customColour' })}</Text>
          </label>
        </Box>
        <Input id={customId} type="color" value={value} onChange={(e) => onChange(e.target.value)} w="14" h="8" p="1"
          cursor="pointer" />
        <Text as="span" fontFamily="mono" fontSize="xs" color="fg.muted">{value}</Text>
      </HStack>
    </Fieldset.Root>
  );
}
