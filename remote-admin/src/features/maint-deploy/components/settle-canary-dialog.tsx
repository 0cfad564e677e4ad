import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { ActionDialog } from '../../../components/action-dialog';
import { useAbandonCanary } from '../api/abandon-canary';
import { usePromoteCanary } from '../api/promote-canary';
import { useSingleFlight } from '../../deploy-shared/hooks/use-single-flight';
import { refusalOf, type Refusal } from '../../deploy-shared/utils/refusal';
import { GoLiveDialog } from '../../deploy-shared/components/go-live-dialog';

export type CanaryOutcome = 'promote' | 'abandon';

type SettleCanaryDialogProps = { remote: string; version: string; outcome: CanaryOutcome; onDone: () => void; onClose: () => void };

type Props = Omit<SettleCanaryDialogProps, 'outcome'>;

/** The canary's version goes live for everyone: the activation's checks and override apply. */
function PromoteDialog({ remote, version, onDone, onClose }: Props) {
  const promote = usePromoteCanary();
  return (
    <GoLiveDialog
      title={<FormattedMessage id="admin.tools.deploy.promoteTitle" values={{ remote, version }} />}
      description={<FormattedMessage id="admin.tools.deploy.promoteWarning" values={{ remote, version }} />}
      confirmLabel={<FormattedMessage id="admin.tools.deploy.promote" />}
      anywayLabel={<FormattedMessage id="admin.tools.deploy.promoteAnyway" />}
      send={(overrideMenus) => promote.mutateAsync({ remote, overrideMenus })}
      pending={promote.isPending}
      onDone={onDone}
      onClose={onClose}
    />
  );
}

/** Everyone goes back to the active version; nothing to check. */
function AbandonDialog({ remote, version, onDone, onClose }: Props) {
  const abandon = useAbandonCanary();
  const once = useSingleFlight();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const confirm = () => once((settled) => {
    abandon.mutateAsync(remote).then(onDone, (error: unknown) => setRefusal(refusalOf(error))).finally(settled);
  });
  return (
    <ActionDialog
      title={<FormattedMessage id="admin.tools.deploy.abandonTitle" values={{ remote, version }} />}
      description={<FormattedMessage id="admin.tools.deploy.abandonWarning" values={{ remote, version }} />}
      confirmFirst
      refusal={refusal?.key}
      announceRefusal
      confirmLabel={<FormattedMessage id="admin.tools.deploy.abandon" />}
      confirmPalette="red"
      pending={abandon.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}

/** Ends a canary in one action: its version goes live for everyone (promote), or everyone goes back (abandon). */
export function SettleCanaryDialog({ outcome, ...props }: SettleCanaryDialogProps) {
  return outcome === 'promote' ? <PromoteDialog {...props} /> : <AbandonDialog {...props} />;
}
