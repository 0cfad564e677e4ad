import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Input } from '@chakra-ui/react/input';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { collectTokenCreateSchema, type CollectToken, type CollectTokenIssued } from 'shared-contracts/api/collect-extension';
import { errorBodySchema } from 'shared-contracts/api/common';
import { PLUGIN_INSTALLATION_PAGE } from 'shared-contracts/collect-extension-routes';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { ConfirmDialog } from 'shared-contracts/react/confirm-dialog';
import { LabelledField, useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { useCollectTokens, useIssueCollectToken, useRevokeCollectToken } from '../api/collect-tokens';

/** The server's message key of a refused create (translated by the host's mall texts), or none for a lost answer. */
const failureKeyOf = (error: unknown): string | null => {
  if (!isHTTPError(error)) return null;
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.errors?.[0]?.message ?? body.data.message : null;
};

/**
 * Personal centre → Collection extension (issue 29, docs/collect-extension.md): the browsers connected, each
 * revocable after a confirmation, and "Connect a browser", which shows the new connection code once.
 */
export function CollectConnections() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <Stack gap="5">
      <Text fontSize="sm" color="fg.muted">
        {t('collectExt.intro')}{' '}
        <Link asChild colorPalette="blue" variant="underline"><RouterLink to={PLUGIN_INSTALLATION_PAGE}>{t('collectExt.install')}</RouterLink></Link>
      </Text>
      <ConnectForm />
      <ConnectionList />
    </Stack>
  );
}

function ConnectionList() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const tokens = useCollectTokens();
  const revoke = useRevokeCollectToken();
  const [asked, setAsked] = useState<CollectToken | null>(null);
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  const headingId = useId();
  let body;
  if (tokens.isPending) body = <Text role="status" fontSize="sm">{t('collectExt.loading')}</Text>;
  else if (tokens.isError) {
    body = (
      <Stack gap="2" align="start" role="alert">
        <Text fontSize="sm">{t('collectExt.loadFailed')}</Text>
        <Button size="xs" variant="outline" onClick={() => void tokens.refetch()}>{t('collectExt.retry')}</Button>
      </Stack>
    );
  } else if (tokens.data.length === 0) body = <Text fontSize="sm" color="fg.muted">{t('collectExt.list.empty')}</Text>;
  else {
    body = (
      <List.Root variant="plain" gap="0" aria-labelledby={headingId}>
        {tokens.data.map((token) => (
          <List.Item key={token.id} borderTopWidth="1px" py="3" display="flex" flexWrap="wrap" gap="2" alignItems="center" justifyContent="space-between">
            <Box minW="0" flex="1 1 12rem">
              <Text fontWeight="medium" overflowWrap="anywhere">{token.label}</Text>
              <Text fontSize="xs" color="fg.muted">{t('collectExt.list.created', { time: when(token.createTime) })}</Text>
              <Text fontSize="xs" color="fg.muted">
                {token.lastUsedTime ? t('collectExt.list.lastUsed', { time: when(token.lastUsedTime) }) : t('collectExt.list.neverUsed')}
              </Text>
            </Box>
            <Button size="sm" variant="outline" colorPalette="red" aria-label={t('collectExt.revoke.named', { label: token.label })} onClick={() => setAsked(token)}>
              {t('collectExt.revoke')}
            </Button>
          </List.Item>
        ))}
      </List.Root>
    );
  }
  return (
    <Stack as="section" gap="2" aria-labelledby={headingId}>
      <Heading as="h2" size="sm" id={headingId}>{t('collectExt.list.title')}</Heading>
      {body}
      <ConfirmDialog
        open={asked !== null}
        title={t('collectExt.revoke.title')}
        message={t('collectExt.revoke.message', { label: asked?.label ?? '' })}
        cancelLabel={t('collectExt.cancel')}
        confirmLabel={t('collectExt.revoke')}
        tone="danger"
        pending={revoke.isPending}
        onClose={() => setAsked(null)}
        onConfirm={() => { if (asked) revoke.mutate(asked.id, { onSuccess: () => setAsked(null) }); }}
        size="sm"
      />
    </Stack>
  );
}

function ConnectForm() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorTextOr('collectExt.connect.failed');
  const issue = useIssueCollectToken();
  const [label, setLabel] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [issued, setIssued] = useState<CollectTokenIssued | null>(null);
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const parsed = collectTokenCreateSchema.safeParse({ label });
    if (!parsed.success) { setFieldError(parsed.error.issues[0]?.message ?? null); return; }
    setFieldError(null);
    issue.mutate(parsed.data.label, {
      onSuccess: (answer) => { setIssued(answer); setLabel(''); },
      onError: (error) => setRefusal(failureKeyOf(error) ?? 'collectExt.connect.failed'),
    });
  };

  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="sm" id={headingId}>{t('collectExt.connect.title')}</Heading>
      {issued ? <IssuedCode issued={issued} onDone={() => setIssued(null)} /> : (
        <form onSubmit={submit} noValidate><Stack gap="3">
          <LabelledField label={t('collectExt.connect.label')} help={t('collectExt.connect.help')} error={errorText(fieldError)} required>
            <Input value={label} maxLength={60} onChange={(e) => setLabel(e.target.value)} />
          </LabelledField>
          <Box><Button type="submit" size="sm" colorPalette="blue" loading={issue.isPending}>{t('collectExt.connect.submit')}</Button></Box>
          {refusal ? (
            <Alert.Root status="error" role="alert" size="sm" variant="subtle">
              <Alert.Indicator />
              <Alert.Title>{errorText(refusal)}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack></form>
      )}
    </Stack>
  );
}

/** The code, this once: copied with a button (or selected by hand where the clipboard is not allowed). */
function IssuedCode({ issued, onDone }: { issued: CollectTokenIssued; onDone: () => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [copied, setCopied] = useState(false);
  const fieldId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.connectionCode);
      setCopied(true);
    } catch {
      (document.getElementById(fieldId) as HTMLTextAreaElement | null)?.select();
    }
  };
  return (
    <Stack gap="3">
      <Text fontWeight="medium" overflowWrap="anywhere">{t('collectExt.code.title', { label: issued.label })}</Text>
      <Alert.Root status="warning" size="sm" variant="subtle">
        <Alert.Indicator />
        <Alert.Title>{t('collectExt.code.once')}</Alert.Title>
      </Alert.Root>
      <Text asChild fontSize="sm" fontWeight="medium"><label htmlFor={fieldId}>{t('collectExt.code.field')}</label></Text>
      <Textarea id={fieldId} readOnly value={issued.connectionCode} rows={4} fontFamily="mono" fontSize="xs" wordBreak="break-all"
        onFocus={(e) => e.currentTarget.select()} />
      <HStack gap="2" flexWrap="wrap">
        <Button size="sm" colorPalette="blue" onClick={() => void copy()}>{t('collectExt.code.copy')}</Button>
        {copied ? <Text role="status" fontSize="sm" color="green.fg">{t('collectExt.code.copied')}</Text> : null}
      </HStack>
      <List.Root as="ol" fontSize="sm" ps="5">
        <List.Item>{t('collectExt.code.step1')}</List.Item>
        <List.Item>{t('collectExt.code.step2')}</List.Item>
        <List.Item>{t('collectExt.code.step3')}</List.Item>
      </List.Root>
      <Box><Button size="sm" variant="outline" onClick={onDone}>{t('collectExt.code.done')}</Button></Box>
    </Stack>
  );
}
