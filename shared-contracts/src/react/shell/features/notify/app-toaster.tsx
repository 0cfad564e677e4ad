import { createToaster } from '@chakra-ui/react/toast';
import { useIntl } from 'react-intl';
import { ToastStack } from 'shared-contracts/react/shell/components/toast-stack';

/**
 * The host's notification toaster: the HTTP error catalogue (SPEC §8) and session notices. The layout
 * keeps its own confirmations toaster at the top centre; these stack in the top-right corner.
 */
export const appToaster = createToaster({ placement: 'top-end', max: 4, pauseOnPageIdle: true });

export function AppToaster() {
  const intl = useIntl();
  return <ToastStack toaster={appToaster} closeLabel={intl.formatMessage({ id: 'notify.close' })} />;
}
