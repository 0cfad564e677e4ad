import { useState, type ReactNode } from 'react';
import { ActionDialog } from '../../../components/action-dialog';
import { useSingleFlight } from '../hooks/use-single-flight';
import { overrideState, refusalOf, type Refusal } from '../utils/refusal';
import { RefusalDetails } from './refusal-details';

type GoLiveDialogProps = {
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** The confirm button once the admin may override menu problems ("Activate anyway"). */
  anywayLabel: ReactNode;
  /** Sends the action; `overrideMenus` once the admin chose to go live despite menu entries. */
  send: (overrideMenus: boolean) => Promise<unknown>;
  pending: boolean;
  /** Nothing is known to act on yet (the rollback's target still loading). */
  notReady?: boolean;
  onDone: () => void;
  onClose: () => void;
};

/**
 * Asks before a version goes live for everyone (activate, roll back). A refusal stays in the dialog with its
 * problems; when menu entries alone stand in the way, the confirm button waits for the explicit override.
 */
export function GoLiveDialog({ title, description, confirmLabel, anywayLabel, send, pending, notReady = false, onDone, onClose }: GoLiveDialogProps) {
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [override, setOverride] = useState(false);
  const once = useSingleFlight();
  const { overridable, overrideMenus, blocked } = overrideState(refusal, override);
  const confirm = () => once((settled) => {
    send(overrideMenus).then(onDone, (error: unknown) => {
      setRefusal(refusalOf(error));
      setOverride(false);
    }).finally(settled);
  });
  return (
    <ActionDialog
      title={title}
      description={description}
      confirmFirst
      maxW="lg"
      refusal={refusal?.key}
      announceRefusal
      confirmLabel={overridable ? anywayLabel : confirmLabel}
      confirmPalette={overridable ? 'red' : 'green'}
      confirmDisabled={notReady || blocked}
      pending={pending}
      onConfirm={confirm}
      onClose={onClose}
    >
      {refusal ? <RefusalDetails refusal={refusal} override={override} onOverride={setOverride} /> : null}
    </ActionDialog>
  );
}
