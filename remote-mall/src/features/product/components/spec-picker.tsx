import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Sku } from 'shared-contracts/api/goods';
import { isAvailable, toggleValue, type SpecGroup, type SpecSelection } from '../utils/spec-options';

type Props = { skus: readonly Sku[]; groups: readonly SpecGroup[]; selection: SpecSelection; onChange(s: SpecSelection): void };

/**
 * One button group per attribute (colour, size, ...). A value that makes no existing SKU with the other
 * choices is disabled; pressing the chosen value again clears it.
 */
export function SpecPicker({ skus, groups, selection, onChange }: Props) {
  return (
    <Stack gap="3">
      {groups.map((group) => {
        const labelId = `spec-${group.name}`;
        return (
          <Stack key={group.name} gap="1" role="group" aria-labelledby={labelId}>
            <Text id={labelId} fontSize="sm" color="fg.muted">{group.label}</Text>
            <HStack gap="2" wrap="wrap">
              {group.values.map(({ value, label }) => {
                const chosen = selection[group.name] === value;
                return (
                  <Button key={value} size="sm" variant={chosen ? 'solid' : 'outline'} colorPalette={chosen ? 'red' : 'gray'}
                    aria-pressed={chosen} disabled={!chosen && !isAvailable(skus, selection, group.name, value)}
                    onClick={() => onChange(toggleValue(selection, group.name, value))}>
                    {label}
                  </Button>
                );
              })}
            </HStack>
          </Stack>
        );
      })}
    </Stack>
  );
}
