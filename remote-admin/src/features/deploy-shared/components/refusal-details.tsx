import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';
import { onlyMenuProblems, type Refusal } from '../utils/refusal';
import { ProblemList } from './problem-list';

type RefusalDetailsProps = {
  refusal: Refusal;
  /** The admin ticked "go live anyway" (offered only when menu entries alone stand in the way). */
  override: boolean;
  onOverride: (override: boolean) => void;
};

/**
 * Under a refused action's message: the checks' problems as sentences and, when only menu entries stand in the
 * way, the explicit choice to go live anyway. The override is never preselected and the server records it.
 */
export function RefusalDetails({ refusal, override, onOverride }: RefusalDetailsProps) {
  const intl = useIntl();
  if (refusal.problems.length === 0) return null;
  return (
    <Stack gap="3">
      <ProblemList problems={refusal.problems} label={intl.formatMessage({ id: 'admin.tools.deploy.problems' })} />
      {onlyMenuProblems(refusal.problems) ? (
        <Checkbox.Root size="sm" position="relative" colorPalette="red" checked={override} onCheckedChange={(d) => onOverride(d.checked === true)}>
          <Checkbox.HiddenInput style={OVERLAY_INPUT_STYLE} />
          <Checkbox.Control />
          <Checkbox.Label><FormattedMessage id="admin.tools.deploy.overrideMenus" /></Checkbox.Label>
        </Checkbox.Root>
      ) : null}
    </Stack>
  );
}
