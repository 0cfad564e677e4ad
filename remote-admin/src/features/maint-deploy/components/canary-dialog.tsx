import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RemoteVersion } from 'shared-contracts/api/deploy';
import { ActionDialog } from '../../../components/action-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useRoleNames } from '../api/get-role-names';
import { useStartCanary } from '../api/start-canary';
import { useSingleFlight } from '../../deploy-shared/hooks/use-single-flight';
import { readCanaryForm, type CanaryForm } from '../utils/canary-form';
import { overrideState, refusalOf, type Refusal } from '../../deploy-shared/utils/refusal';
import { RefusalDetails } from '../../deploy-shared/components/refusal-details';
import { RoleChecklist } from './role-checklist';

type CanaryDialogProps = { remote: string; version: RemoteVersion; onDone: () => void; onClose: () => void };

/**
 * A version goes live for a share of users (the same users each time) and/or for chosen roles first. The form
 * is checked with the contract's schema before it is sent; a refusal shows its problems like an activation's.
 */
export function CanaryDialog({ remote, version, onDone, onClose }: CanaryDialogProps) {
  const intl = useIntl();
  const roles = useRoleNames();
  const start = useStartCanary();
  const once = useSingleFlight();
  const [form, setForm] = useState<CanaryForm>({ percent: '10', roles: [], typedRoles: '' });
  const [errors, setErrors] = useState<{ percent?: string; roles?: string }>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [override, setOverride] = useState(false);
  const { overridable, overrideMenus, blocked } = overrideState(refusal, override);
  const edit = (change: Partial<CanaryForm>) => {
    setForm((f) => ({ ...f, ...change }));
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCanaryForm(version.version, form, overrideMenus);
    if ('errors' in read) return setErrors(read.errors);
    once((settled) => {
      start.mutateAsync({ remote, body: read.body }).then(onDone, (error: unknown) => {
        setRefusal(refusalOf(error));
        setOverride(false);
      }).finally(settled);
    });
  };

  const rolesLabel = intl.formatMessage({ id: 'admin.tools.deploy.canaryRoles' });
  const rolesHelp = <FormattedMessage id="admin.tools.deploy.canaryRolesHelp" />;
  return (
    <ActionDialog
      title={<FormattedMessage id="admin.tools.deploy.canaryTitle" values={{ remote, version: version.version }} />}
      description={<FormattedMessage id="admin.tools.deploy.canaryIntro" />}
      maxW="lg"
      placement="top"
      closeOnInteractOutside={false}
      refusal={refusal?.key}
      announceRefusal
      confirmLabel={overridable ? <FormattedMessage id="admin.tools.deploy.canaryAnyway" /> : <FormattedMessage id="admin.tools.deploy.canaryStart" />}
      confirmPalette={overridable ? 'red' : 'blue'}
      confirmDisabled={blocked}
      pending={start.isPending}
      onConfirm={submit}
      onClose={onClose}
    >
      <FormTextField
        size="sm"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        label={intl.formatMessage({ id: 'admin.tools.deploy.canaryPercent' })}
        help={intl.formatMessage({ id: 'admin.tools.deploy.canaryPercentHelp' })}
        error={errors.percent}
        value={form.percent}
        onChange={(e) => edit({ percent: e.target.value })}
      />
      {roles.data ? (
        <RoleChecklist label={rolesLabel} roles={roles.data} value={form.roles} onChange={(next) => edit({ roles: next })} help={rolesHelp} />
      ) : (
        <FormTextField size="sm" label={rolesLabel} help={rolesHelp} error={errors.roles} value={form.typedRoles}
          onChange={(e) => edit({ typedRoles: e.target.value })} autoComplete="off" spellCheck={false} />
      )}
      {refusal ? <RefusalDetails refusal={refusal} override={override} onOverride={setOverride} /> : null}
    </ActionDialog>
  );
}
