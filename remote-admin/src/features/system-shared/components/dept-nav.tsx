import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Dept } from 'shared-contracts/api/depts';
import type { Locale } from 'shared-contracts/i18n/locale';
import { deptName, flattenDepts } from '../utils/dept-tree';

type DeptNavProps = {
  tree: readonly Dept[];
  locale: Locale;
  /** The chosen department, or null for all. */
  selected: number | null;
  onSelect: (deptId: number | null) => void;
};

const INDENT_PER_LEVEL = 4;

/**
 * The users page's department tree (eladmin's left pane): choosing a department lists its users and those of
 * every department below it. A list of toggle buttons, so it works by keyboard and by name.
 */
export function DeptNav({ tree, locale, selected, onSelect }: DeptNavProps) {
  const intl = useIntl();
  return (
    <Stack as="nav" aria-label={intl.formatMessage({ id: 'admin.system.deptNav' })} gap="0.5">
      <Button size="xs" variant={selected === null ? 'subtle' : 'ghost'} justifyContent="start" aria-pressed={selected === null} onClick={() => onSelect(null)}>
        <FormattedMessage id="admin.system.allDepts" />
      </Button>
      {flattenDepts(tree).map(({ dept, depth }) => (
        <Button
          key={dept.id}
          size="xs"
          variant={selected === dept.id ? 'subtle' : 'ghost'}
          justifyContent="start"
          ps={2 + depth * INDENT_PER_LEVEL}
          aria-pressed={selected === dept.id}
          color={dept.enabled ? undefined : 'fg.muted'}
          onClick={() => onSelect(dept.id)}
        >
          {deptName(dept, locale)}
        </Button>
      ))}
    </Stack>
  );
}
