import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Download, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ExtensionPackage } from 'shared-contracts/api/collect-extension';
import { COLLECT_EXTENSION_PAGE } from 'shared-contracts/collect-extension-routes';
import { loginPathFor } from 'shared-contracts/react/login-required';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { tokenAtom } from 'shared-contracts/session/session-store';
import { packageUrl, stepPictureUrl, useExtensionPackage } from '../api/extension-package';

/**
 * The step pictures' box (docs/collect-extension.md "Step pictures"): screenshots of 1280 × 800. The box is reserved
 * before a picture loads, so nothing below it moves, and a picture of another shape is fitted inside, not cut.
 */
export const STEP_PICTURE = { width: 1280, height: 800 } as const;
/**
 * The steps and the picture of each (the extension's scripts/screenshots.mjs takes 1: the extensions page in
 * developer mode, 2: the settings with a code pasted, 3: connected, 4: the panel on an item, 5: the result of Send).
 * Downloading and unzipping have nothing of the extension to show.
 */
const STEPS = [{ n: 1, picture: null }, { n: 2, picture: 1 }, { n: 3, picture: 3 }, { n: 4, picture: 4 }, { n: 5, picture: 5 }] as const;

/**
 * `/pluginInstallation` (mall/PluginInstallation, public): the packed collection extension to download, with its
 * version and size from the server, the installation steps with their pictures, and the way to connect it.
 */
export function PluginInstallation() {
  const intl = useIntl();
  return (
    <Stack as="article" gap="6" maxW="3xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl">{intl.formatMessage({ id: 'mall.plugin.title' })}</Heading>
        <Text>{intl.formatMessage({ id: 'mall.plugin.intro' })}</Text>
      </Stack>
      <DownloadBox />
      <ConnectLink />
      <Stack as="section" gap="5" aria-labelledby="plugin-steps">
        <Heading as="h2" size="lg" id="plugin-steps">{intl.formatMessage({ id: 'mall.plugin.stepsTitle' })}</Heading>
        <Box as="ol" listStyleType="none" display="flex" flexDirection="column" gap="6">
          {STEPS.map(({ n, picture }) => <Step key={n} n={n} picture={picture} />)}
        </Box>
        <Text fontSize="sm" color="fg.muted">{intl.formatMessage({ id: 'mall.plugin.update' })}</Text>
      </Stack>
    </Stack>
  );
}

function DownloadBox() {
  const found = useExtensionPackage();
  if (found.isPending) {
    return <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="mall.plugin.loading" /></Text></HStack>;
  }
  if (found.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="mall.content.loadFailed" /></Alert.Description>
        <Button size="sm" variant="outline" onClick={() => void found.refetch()}><FormattedMessage id="mall.content.retry" /></Button>
      </Alert.Root>
    );
  }
  if (found.data === null) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description><FormattedMessage id="mall.plugin.notBuilt" /></Alert.Description>
      </Alert.Root>
    );
  }
  return <DownloadButton pkg={found.data} />;
}

function DownloadButton({ pkg }: { pkg: ExtensionPackage }) {
  const intl = useIntl();
  const megabytes = pkg.bytes >= 1_048_576;
  const size = intl.formatNumber(megabytes ? pkg.bytes / 1_048_576 : Math.max(1, Math.round(pkg.bytes / 1024)), {
    style: 'unit', unit: megabytes ? 'megabyte' : 'kilobyte', maximumFractionDigits: 1,
  });
  return (
    <Stack gap="2" align="start">
      <Button asChild colorPalette="blue" size="lg">
        <a href={packageUrl(pkg.version)} download={pkg.fileName}><Download aria-hidden /> {intl.formatMessage({ id: 'mall.plugin.download' })}</a>
      </Button>
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        {intl.formatMessage({ id: 'mall.plugin.version' }, { version: pkg.version, size, date: intl.formatDate(pkg.builtTime, { dateStyle: 'medium' }) })}
      </Text>
    </Stack>
  );
}

/** Signed in: straight to the connections; otherwise through the sign-in, which returns there. */
function ConnectLink() {
  const intl = useIntl();
  const signedIn = Boolean(useSessionValue(tokenAtom));
  return (
    <Box>
      <Link asChild colorPalette="blue" variant="underline">
        <RouterLink to={signedIn ? COLLECT_EXTENSION_PAGE : loginPathFor(COLLECT_EXTENSION_PAGE)}>
          {intl.formatMessage({ id: signedIn ? 'mall.plugin.connect' : 'mall.plugin.signIn' })}
        </RouterLink>
      </Link>
    </Box>
  );
}

function Step({ n, picture }: { n: number; picture: number | null }) {
  const intl = useIntl();
  const [pictureFailed, setPictureFailed] = useState(false);
  const title = intl.formatMessage({ id: `mall.plugin.step${n}.title` });
  return (
    <Box as="li">
      <Stack gap="2">
        <Heading as="h3" size="md">{`${n}. ${title}`}</Heading>
        <Text>{intl.formatMessage({ id: `mall.plugin.step${n}.text` })}</Text>
        {/* The box keeps its place whatever the picture does: a picture that fails leaves its placeholder, not a hole
            that would pull the steps below up. */}
        {picture === null ? null : (
          <Box position="relative" w="full" maxW="2xl" aspectRatio={`${STEP_PICTURE.width} / ${STEP_PICTURE.height}`}
            borderWidth="1px" borderRadius="md" bg="bg.muted" overflow="hidden">
            {pictureFailed ? (
              <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="fg.subtle">
                <ImageOff aria-hidden />
              </Box>
            ) : (
              <Box asChild w="full" h="full" objectFit="contain">
                <img src={stepPictureUrl(picture)} width={STEP_PICTURE.width} height={STEP_PICTURE.height} loading="lazy" decoding="async"
                  alt={intl.formatMessage({ id: 'mall.plugin.stepPicture' }, { n: String(n), title })} onError={() => setPictureFailed(true)} />
              </Box>
            )}
          </Box>
        )}
      </Stack>
    </Box>
  );
}
