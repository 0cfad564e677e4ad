import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Checkbox } from '@chakra-ui/react/checkbox';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { errorBodySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { NotificationPreference } from 'shared-contracts/api/notifications';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { useErrorTextOr } from 'shared-contracts/react/labelled-field';
import { usePreferences, useSavePreferences } from '../api/preferences';

type Row = NotificationPreference & { portalLocked: boolean };
type Outcome = { ok: true } | { ok: false; key: string | null } | null;

/** The server's message key of a failed save (translated by the portal's mall texts), or none for a lost answer. */
const failureKeyOf = (error: unknown): string | null => {
  if (!isHTTPError(error)) return null;
  const body = errorBodySchema.safeParse(error.data);
  return body.success ? body.data.message : null;
};

/** The settings as loaded, then edited in the form; what is saved is compared with the server's last answer. */
export function NotificationPreferences() {
  const intl = useIntl();
  const prefs = usePreferences();
  if (prefs.isPending) return <Text role="status" fontSize="sm">{intl.formatMessage({ id: 'notifications.loading' })}</Text>;
  if (prefs.isError) {
    return (
      <Stack gap="2" align="start" role="alert">
        <Text fontSize="sm">{intl.formatMessage({ id: 'notifications.loadFailed' })}</Text>
        <Button size="xs" variant="outline" onClick={() => void prefs.refetch()}>{intl.formatMessage({ id: 'notifications.retry' })}</Button>
      </Stack>
    );
  }
  return <PreferencesForm saved={prefs.data.items} />;
}

/**
 * Per kind the user can receive (the server lists them: every buyer kind, the staff kinds of the codes held): in the
 * portal and by e-mail. Deadline reminders always show in the portal (missing one closes an order), so their portal
 * box is checked, disabled, and says why with the server's own text for that rule. Only the kinds changed are sent.
 */
function PreferencesForm({ saved }: { saved: readonly Row[] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorTextOr('notifications.prefs.failed');
  const [rows, setRows] = useState<Row[]>(() => saved.map((r) => ({ ...r })));
  const [outcome, setOutcome] = useState<Outcome>(null);
  const save = useSavePreferences();
  const savedOf = new Map(saved.map((r) => [r.kind, r]));
  const changed = rows.filter((r) => r.portal !== savedOf.get(r.kind)?.portal || r.email !== savedOf.get(r.kind)?.email);
  const set = (kind: string, change: Partial<NotificationPreference>) => {
    setOutcome(null);
    setRows((all) => all.map((r) => (r.kind === kind ? { ...r, ...change } : r)));
  };
  const submit = () => save.mutate(
    { items: changed.map(({ kind, portal, email }) => ({ kind, portal, email })) },
    { onSuccess: () => setOutcome({ ok: true }), onError: (error) => setOutcome({ ok: false, key: failureKeyOf(error) }) },
  );
  return (
    <Stack as="form" gap="3" onSubmit={(e) => { e.preventDefault(); if (changed.length) submit(); }}>
      <Text fontSize="sm" color="fg.muted">{t('notifications.prefs.intro')}</Text>
      <Box as="table" w="full" fontSize="sm">
        <thead>
          <tr>
            <Box as="th" textAlign="start" py="1">{t('notifications.prefs.kind')}</Box>
            <Box as="th" textAlign="center" py="1" px="2" w="1%" whiteSpace="nowrap">{t('notifications.prefs.portal')}</Box>
            <Box as="th" textAlign="center" py="1" px="2" w="1%" whiteSpace="nowrap">{t('notifications.prefs.email')}</Box>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const name = t(`notifications.kind.${r.kind}`);
            const noteId = `notification-pref-note-${r.kind}`;
            return (
              <Box as="tr" key={r.kind} borderTopWidth="1px">
                <Box as="td" py="2">
                  <Text as="span" display="block">{name}</Text>
                  {r.portalLocked ? <Text as="span" id={noteId} display="block" fontSize="xs" color="fg.muted">{t(MessageKey.reminderPortalRequired)}</Text> : null}
                </Box>
                <Box as="td" textAlign="center" px="2">
                  <Checkbox.Root checked={r.portalLocked || r.portal} disabled={r.portalLocked} colorPalette="blue"
                    onCheckedChange={(d) => set(r.kind, { portal: d.checked === true })}>
                    <Checkbox.HiddenInput aria-label={t('notifications.prefs.portalOf', { kind: name })}
                      aria-describedby={r.portalLocked ? noteId : undefined} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Box>
                <Box as="td" textAlign="center" px="2">
                  <Checkbox.Root checked={r.email} colorPalette="blue" onCheckedChange={(d) => set(r.kind, { email: d.checked === true })}>
                    <Checkbox.HiddenInput aria-label={t('notifications.prefs.emailOf', { kind: name })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Box>
              </Box>
            );
          })}
        </tbody>
      </Box>
      <Box>
        <Button type="submit" size="sm" colorPalette="blue" loading={save.isPending} disabled={changed.length === 0}>
          {t('notifications.prefs.save')}
        </Button>
      </Box>
      {outcome ? (
        <Alert.Root status={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'} size="sm" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{outcome.ok ? t('notifications.prefs.saved') : errorText(outcome.key ?? 'notifications.prefs.failed')}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
