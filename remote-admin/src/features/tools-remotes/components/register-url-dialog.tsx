import { Checkbox } from '@chakra-ui/react/checkbox';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { registerUrlBodySchema } from 'shared-contracts/api/deploy';
import { ActionDialog } from '../../../components/action-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { OVERLAY_INPUT_STYLE } from '../../../components/overlay-input-style';
// The deploy feature's refusal display: a registration is refused for the same reasons an activation is.
import { RefusalDetails } from '../../deploy-shared/components/refusal-details';
import { useSingleFlight } from '../../deploy-shared/hooks/use-single-flight';
import { overrideState, refusalOf, type Refusal } from '../../deploy-shared/utils/refusal';
import { useRegisterByUrl } from '../api/register-by-url';

type Fields = { name: string; version: string; manifestUrl: string };
type Errors = Partial<Record<keyof Fields, string>>;
const FIELDS: readonly (keyof Fields)[] = ['name', 'version', 'manifestUrl'];

/**
 * Registers a remote served elsewhere (another origin, a CDN) by its manifest URL, or a new version of one, and
 * makes it active unless unticked. The server reads the manifest and runs the deploy checks; a refusal shows why.
 */
export function RegisterUrlDialog({ onDone, onClose }: { onDone: (fields: Fields) => void; onClose: () => void }) {
  const intl = useIntl();
  const register = useRegisterByUrl();
  const once = useSingleFlight();
  const [fields, setFields] = useState<Fields>({ name: '', version: '1.0.0', manifestUrl: '' });
  const [activate, setActivate] = useState(true);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [override, setOverride] = useState(false);
  const { overridable, overrideMenus, blocked } = overrideState(refusal, override);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = registerUrlBodySchema.safeParse({ ...fields, activate, overrideMenus: overrideMenus });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((f) => f === issue.path[0]);
        if (field) next[field] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    once((settled) => {
      register.mutateAsync(parsed.data).then(() => onDone(fields), (error: unknown) => {
        setRefusal(refusalOf(error));
        setOverride(false);
      }).finally(settled);
    });
  };
  const field = (name: keyof Fields) => ({
    size: 'sm' as const,
    required: true,
    autoComplete: 'off',
    spellCheck: false,
    label: intl.formatMessage({ id: `admin.tools.remotes.register.${name}` }),
    help: intl.formatMessage({ id: `admin.tools.remotes.register.${name}Help` }),
    error: errors[name],
    value: fields[name],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  return (
    <ActionDialog
      title={<FormattedMessage id="admin.tools.remotes.register.title" />}
      description={<FormattedMessage id="admin.tools.remotes.register.intro" />}
      placement="top"
      maxW="lg"
      closeOnInteractOutside={false}
      refusal={refusal?.key}
      announceRefusal
      confirmLabel={<FormattedMessage id={overridable ? 'admin.tools.remotes.register.anyway' : 'admin.tools.remotes.register.send'} />}
      confirmPalette={overridable ? 'red' : 'blue'}
      confirmDisabled={blocked}
      pending={register.isPending}
      onConfirm={submit}
      onClose={onClose}
    >
      <FormTextField {...field('name')} />
      <FormTextField {...field('manifestUrl')} type="url" />
      <FormTextField {...field('version')} />
      <Checkbox.Root size="sm" position="relative" checked={activate} onCheckedChange={(d) => setActivate(d.checked === true)}>
        <Checkbox.HiddenInput style={OVERLAY_INPUT_STYLE} />
        <Checkbox.Control />
        <Checkbox.Label><FormattedMessage id="admin.tools.remotes.register.activate" /></Checkbox.Label>
      </Checkbox.Root>
      {refusal ? <RefusalDetails refusal={refusal} override={override} onOverride={setOverride} /> : null}
    </ActionDialog>
  );
}
