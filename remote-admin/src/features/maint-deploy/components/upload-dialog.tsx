import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DEPLOY_ARCHIVE_MAX_BYTES, deployUploadFieldsSchema, type RemoteVersion } from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { ActionDialog } from '../../../components/action-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useUploadVersion } from '../api/upload-version';
import { useSingleFlight } from '../../deploy-shared/hooks/use-single-flight';
import { formatBytes } from '../../../utils/format-bytes';
import { ProblemList } from '../../deploy-shared/components/problem-list';
import { refusalOf, type Refusal } from '../../deploy-shared/utils/refusal';

type Errors = { file?: string; name?: string; version?: string };

/** The picker's early check, with the server's own message keys: undefined when the archive may be sent. */
export function archiveProblem(file: File | null): string | undefined {
  if (!file || file.size === 0) return MessageKey.uploadFileRequired;
  if (file.size > DEPLOY_ARCHIVE_MAX_BYTES) return MessageKey.deployArchiveTooLarge;
  return undefined;
}

type UploadDialogProps = { remote: string; suggestedVersion: string; onDone: (version: RemoteVersion) => void; onClose: () => void };

/**
 * Uploads a build (a zip of the contents of the remote's dist) as a new version; nothing goes live yet. The fields
 * are checked with the contract's schema first; the server's refusal (a bad archive, a version it has, a build whose
 * drawn pages fail or take another remote's address) stays in the dialog, translated, with the problems it names.
 */
export function UploadDialog({ remote, suggestedVersion, onDone, onClose }: UploadDialogProps) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const upload = useUploadVersion();
  const once = useSingleFlight();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState(remote);
  const [version, setVersion] = useState(suggestedVersion);
  const [errors, setErrors] = useState<Errors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const fields = deployUploadFieldsSchema.safeParse({ name, version });
    const next: Errors = { file: archiveProblem(file) };
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const field = issue.path[0] === 'name' ? 'name' : 'version';
        next[field] ??= issue.message;
      }
    }
    setErrors(next);
    if (!fields.success || next.file || !file) return;
    once((settled) => {
      upload.mutateAsync({ file, ...fields.data }).then(onDone, (error: unknown) => setRefusal(refusalOf(error))).finally(settled);
    });
  };

  return (
    <ActionDialog
      title={<FormattedMessage id="admin.tools.deploy.uploadTitle" />}
      description={<FormattedMessage id="admin.tools.deploy.uploadIntro" />}
      placement="top"
      closeOnInteractOutside={false}
      refusal={refusal?.key}
      announceRefusal
      confirmLabel={<FormattedMessage id="admin.tools.deploy.uploadSend" />}
      pending={upload.isPending}
      onConfirm={submit}
      onClose={onClose}
    >
      <FormTextField
        type="file"
        size="sm"
        accept=".zip,application/zip"
        required
        label={intl.formatMessage({ id: 'admin.tools.deploy.uploadFile' })}
        help={intl.formatMessage({ id: 'admin.tools.deploy.uploadFileHelp' }, { max: formatBytes(DEPLOY_ARCHIVE_MAX_BYTES, locale) })}
        error={errors.file}
        onChange={(e) => {
          const chosen = e.target.files?.[0] ?? null;
          setFile(chosen);
          setErrors((before) => ({ ...before, file: chosen ? archiveProblem(chosen) : undefined }));
        }}
      />
      <FormTextField size="sm" required autoComplete="off" spellCheck={false}
        label={intl.formatMessage({ id: 'admin.tools.deploy.uploadName' })}
        help={intl.formatMessage({ id: 'admin.tools.deploy.uploadNameHelp' })}
        error={errors.name} value={name} onChange={(e) => setName(e.target.value)} />
      <FormTextField size="sm" required autoComplete="off" spellCheck={false}
        label={intl.formatMessage({ id: 'admin.tools.deploy.uploadVersion' })}
        help={intl.formatMessage({ id: 'admin.tools.deploy.uploadVersionHelp' })}
        error={errors.version} value={version} onChange={(e) => setVersion(e.target.value)} />
      {refusal?.problems.length ? (
        <ProblemList problems={refusal.problems} label={intl.formatMessage({ id: 'admin.tools.deploy.problems' })} />
      ) : null}
    </ActionDialog>
  );
}
