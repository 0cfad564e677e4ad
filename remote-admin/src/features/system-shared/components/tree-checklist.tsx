import { Box } from '@chakra-ui/react/box';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';
import { checkStateOf, scopeStateOf, toggleNode, toggleScopeNode, type CheckNode } from '../utils/tree-check';

export type ChecklistNode = CheckNode & { label: string; children?: readonly ChecklistNode[] | undefined };

type TreeChecklistProps = {
  /** The accessible name of the whole tree. */
  label: string;
  nodes: readonly ChecklistNode[];
  value: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  /**
   * `cascade` (menus): a node ticks and clears its subtree. `scope` (departments): a chosen node reaches its
   * subtree, shown ticked and fixed below it.
   */
  mode: 'cascade' | 'scope';
  /** Ids the user may not change (menus the user cannot grant). */
  locked?: ReadonlySet<number>;
  disabled?: boolean;
};

const INDENT_PER_LEVEL = 6;

/** A tree of labelled checkboxes with indeterminate parents, usable by keyboard and by role and name. */
export function TreeChecklist({ label, nodes, value, onChange, mode, locked, disabled }: TreeChecklistProps) {
  const renderLevel = (level: readonly ChecklistNode[], depth: number, underChosen: boolean) => level.map((node) => {
    const state = mode === 'scope' ? scopeStateOf(node, value, underChosen) : checkStateOf(node, value);
    const fixed = disabled || state === 'implied' || Boolean(locked?.has(node.id));
    const toggle = (on: boolean) => onChange(mode === 'scope' ? toggleScopeNode(node, on, value) : toggleNode(node, on, value, { locked }));
    return (
      <Box key={node.id}>
        <Box ps={depth * INDENT_PER_LEVEL} py="0.5">
          <Checkbox.Root
            size="sm"
            position="relative"
            checked={state === 'indeterminate' ? 'indeterminate' : state !== 'unchecked'}
            disabled={fixed}
            onCheckedChange={(details) => toggle(details.checked === true)}
          >
            <Checkbox.HiddenInput style={OVERLAY_INPUT_STYLE} />
            <Checkbox.Control />
            <Checkbox.Label>{node.label}</Checkbox.Label>
          </Checkbox.Root>
        </Box>
        {node.children?.length ? renderLevel(node.children, depth + 1, underChosen || (mode === 'scope' && value.has(node.id))) : null}
      </Box>
    );
  });
  return (
    <Stack role="group" aria-label={label} gap="0" maxH="md" overflowY="auto" borderWidth="1px" rounded="md" p="2">
      {renderLevel(nodes, 0, false)}
    </Stack>
  );
}
