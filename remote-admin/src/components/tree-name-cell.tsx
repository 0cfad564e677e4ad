import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { HStack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import { ChevronDown, ChevronRight } from 'lucide-react';

const INDENT_PER_LEVEL = 5; // spacing tokens (1.25rem)

type TreeNameCellProps = {
  depth: number;
  hasChildren: boolean;
  open: boolean;
  onToggle: () => void;
  /** The toggle's accessible name ("Collapse X" / "Expand X"), already translated. */
  toggleLabel: string;
  children: ReactNode;
};

/** The first cell of a tree table's row: the name indented by its depth, with the branch's fold toggle. */
export function TreeNameCell({ depth, hasChildren, open, onToggle, toggleLabel, children }: TreeNameCellProps) {
  return (
    <Table.Cell>
      <HStack gap="1" ps={depth * INDENT_PER_LEVEL}>
        {hasChildren ? (
          <IconButton size="2xs" variant="ghost" aria-expanded={open} aria-label={toggleLabel} onClick={onToggle}>
            {open ? <ChevronDown /> : <ChevronRight />}
          </IconButton>
        ) : <Box w="6" flexShrink={0} />}
        <Text as="span">{children}</Text>
      </HStack>
    </Table.Cell>
  );
}
