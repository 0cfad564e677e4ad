import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { DataList } from '@chakra-ui/react/data-list';
import { Field } from '@chakra-ui/react/field';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Textarea } from '@chakra-ui/react/textarea';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { LINK_INPUT_MAX, type LinkParseResult } from 'shared-contracts/api/links';
import { localized } from 'shared-contracts/mall/localized';
import { formatPriceRange } from 'shared-contracts/mall/money';
import { loginPathFor } from 'shared-contracts/react/login-required';
import { LazyImage } from 'shared-contracts/react/lazy-image';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { pictureAlt } from '../../catalogue/utils/picture-alt';
import { useParseLink } from '../api/parse-link';
import { linkMessages } from '../messages';

/**
 * The purchasing-agent mall's paste box (`/mallDdc`). Reading a link is open to anyone; opening a sourcing or
 * short-link request needs a buyer, so for an anonymous visitor the server answers the outcome without a
 * request number and the box offers a sign-in link that returns here (server/src/modules/links/service.ts).
 * Refusals (unknown or malformed links) are the server's translated 400, toasted by the shared client.
 */
export function LinkImportBox() {
  return (
    <RemoteMessages messages={linkMessages}>
      <LinkImportForm />
    </RemoteMessages>
  );
}

function LinkImportForm() {
  const intl = useIntl();
  const parse = useParseLink();
  const [text, setText] = useState('');
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || parse.isPending) return;
    parse.mutate(text.trim());
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id={headingId}>
        <FormattedMessage id="mall.links.title" />
      </Heading>
      <form onSubmit={submit} noValidate>
        <Stack gap="3">
          <Field.Root>
            <Field.Label><FormattedMessage id="mall.links.label" /></Field.Label>
            <Textarea
              value={text}
              maxLength={LINK_INPUT_MAX}
              rows={3}
              placeholder={intl.formatMessage({ id: 'mall.links.placeholder' })}
              onChange={(e) => setText(e.target.value)}
            />
            <Field.HelperText><FormattedMessage id="mall.links.help" /></Field.HelperText>
          </Field.Root>
          <HStack>
            <Button type="submit" colorPalette="blue" loading={parse.isPending} disabled={!text.trim()}>
              <FormattedMessage id="mall.links.submit" />
            </Button>
          </HStack>
        </Stack>
      </form>
      {parse.data ? <LinkResult result={parse.data} /> : null}
    </Stack>
  );
}

/** A request needs a buyer: anonymous pastes get the way to sign in and come back. */
function SignInNeeded({ messageId }: { messageId: string }) {
  const location = useLocation();
  return (
    <Alert.Root status="info">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>
          <FormattedMessage id={messageId} />{' '}
          <Link asChild colorPalette="blue" fontWeight="semibold">
            <RouterLink to={loginPathFor(`${location.pathname}${location.search}`)}>
              <FormattedMessage id="mall.links.signIn" />
            </RouterLink>
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function LinkResult({ result }: { result: LinkParseResult }) {
  return (
    <Stack gap="3" aria-live="polite">
      <DataList.Root orientation="horizontal" size="sm">
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="mall.links.platform" /></DataList.ItemLabel>
          <DataList.ItemValue><FormattedMessage id={`mall.links.platform.${result.platform}`} /></DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="mall.links.itemId" /></DataList.ItemLabel>
          <DataList.ItemValue>{result.itemId ?? <FormattedMessage id="mall.links.unknownItem" />}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel><FormattedMessage id="mall.links.url" /></DataList.ItemLabel>
          {/* Shown as text, not a link: the normalised URL is the buyer's input, only reshaped. */}
          <DataList.ItemValue wordBreak="break-all">{result.url}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      {result.outcome === 'goods' && result.goods ? <MatchedGoods goods={result.goods} /> : null}
      {result.outcome !== 'goods' && result.requestId === null ? (
        <SignInNeeded messageId={result.outcome === 'shortLink' ? 'mall.links.shortLinkSignIn' : 'mall.links.sourcingSignIn'} />
      ) : null}
      {result.outcome === 'sourcing' && result.requestId !== null ? (
        <Alert.Root status="success">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="mall.links.sourcing" values={{ id: result.requestId }} /></Alert.Description>
        </Alert.Root>
      ) : null}
      {result.outcome === 'shortLink' && result.requestId !== null ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="mall.links.shortLink" values={{ id: result.requestId }} /></Alert.Description>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}

function MatchedGoods({ goods }: { goods: NonNullable<LinkParseResult['goods']> }) {
  const intl = useIntl();
  const locale = usePortalLocale();
  const name = localized(goods.name, goods.nameI18n, locale);
  return (
    <Stack gap="2">
      <Text fontWeight="semibold"><FormattedMessage id="mall.links.found" /></Text>
      <Card.Root flexDirection="row" overflow="hidden" size="sm" maxW="lg">
        <Box flexShrink={0} w="96px">
          <LazyImage src={goods.coverUrl} alt={pictureAlt(intl, name, { main: true })} width="96px" />
        </Box>
        <Card.Body gap="1">
          <Card.Title fontSize="sm">{name}</Card.Title>
          <Text fontSize="sm" color="fg.muted">{localized(goods.storeName, goods.storeNameI18n, locale)}</Text>
          <Text fontWeight="semibold" color="red.600">{formatPriceRange(goods.minPrice, goods.maxPrice, locale)}</Text>
          <Link asChild colorPalette="blue" fontSize="sm">
            <RouterLink to={`/mallDdcDetail/${goods.id}`}>
              <FormattedMessage id="mall.links.openGoods" />
            </RouterLink>
          </Link>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
