import { Box } from '@chakra-ui/react/box';
import { Button, type ButtonProps } from '@chakra-ui/react/button';
import { Search } from 'lucide-react';

/**
 * A search form's submit: the magnifier, and its label from 480 px up. On a phone the label gives its room to the
 * box's hint, which was cut at 360 px; the button keeps the label as its name for screen readers.
 */
export function SearchButton({ label, size }: { label: string; size?: ButtonProps['size'] }) {
  return (
    <Button type="submit" size={size} colorPalette="red" aria-label={label}>
      <Search aria-hidden="true" />
      <Box as="span" hideBelow="sm">{label}</Box>
    </Button>
  );
}
