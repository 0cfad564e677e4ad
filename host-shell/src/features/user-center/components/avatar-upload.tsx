import { Avatar } from '@chakra-ui/react/avatar';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { VisuallyHidden } from '@chakra-ui/react/visually-hidden';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from 'shared-contracts/api/users';
import { useUpdateAvatar } from '../api/update-avatar';
import { useErrorText } from '../hooks/use-error-text';
import { formFailureOf } from '../utils/server-errors';

const ACCEPT = Object.keys(AVATAR_TYPES).join(',');

/** The early check of the picker; the server decides again by the file's bytes. */
function problemOf(file: File): string | null {
  if (!Object.hasOwn(AVATAR_TYPES, file.type)) return MessageKey.uploadTypeNotAllowed;
  if (file.size > AVATAR_MAX_BYTES) return MessageKey.uploadFileTooLarge;
  if (file.size === 0) return MessageKey.uploadFileRequired;
  return null;
}

/** Choose an image, see it, upload it (multipart through the shared client); the session user follows. */
export function AvatarUpload({ name }: { name: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const inputId = useId();
  const upload = useUpdateAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const choose = (chosen: File | undefined) => {
    setDone(false);
    if (!chosen) return;
    const issue = problemOf(chosen);
    setProblem(issue);
    setFile(issue ? null : chosen);
    setPreview(issue ? null : URL.createObjectURL(chosen));
  };

  const send = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => { setFile(null); setPreview(null); setDone(true); },
      onError: (error) => setProblem(formFailureOf(error, {}, []).message),
    });
  };

  return (
    <Stack gap="3" align="center" w="full">
      {preview ? (
        <Avatar.Root size="2xl" outline="2px dashed" outlineColor="blue.solid" outlineOffset="2px">
          <Avatar.Fallback name={name} />
          <Avatar.Image src={preview} alt={intl.formatMessage({ id: 'userCenter.avatar.preview' })} />
        </Avatar.Root>
      ) : null}
      <HStack gap="2" wrap="wrap" justify="center">
        <chakra.label htmlFor={inputId} display="inline-flex" alignItems="center" h="8" px="3" borderWidth="1px" borderRadius="l2"
          fontSize="sm" fontWeight="medium" cursor="pointer" _hover={{ bg: 'bg.muted' }}
          _focusWithin={{ outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '2px' }}>
          {intl.formatMessage({ id: 'userCenter.avatar.choose' })}
          <VisuallyHidden asChild>
            <input id={inputId} type="file" accept={ACCEPT} onChange={(e) => choose(e.target.files?.[0])} />
          </VisuallyHidden>
        </chakra.label>
        <Button size="sm" colorPalette="blue" disabled={!file} loading={upload.isPending} onClick={send}>
          {intl.formatMessage({ id: 'userCenter.avatar.upload' })}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted" textAlign="center">{intl.formatMessage({ id: 'userCenter.avatar.help' })}</Text>
      {problem ? <Text role="alert" fontSize="sm" color="fg.error">{errorText(problem)}</Text> : null}
      {done ? <Text role="status" fontSize="sm" color="fg.success">{intl.formatMessage({ id: 'userCenter.avatar.saved' })}</Text> : null}
    </Stack>
  );
}
