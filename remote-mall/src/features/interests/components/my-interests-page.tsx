import { useState } from 'react';
import { Alert } from '@chakra-ui/react/alert';
import { Badge } from '@chakra-ui/react/badge';
import { Button, ButtonGroup, IconButton } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Pagination } from '@chakra-ui/react/pagination';
import { Spinner } from '@chakra-ui/react/spinner';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { ChevronLeft, ChevronRight, Inbox } from 'lucide-react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Interest } from 'shared-contracts/api/interests';
import { formatMoney } from 'shared-contracts/mall/money';
import { LoginRequired, useSignedIn } from 'shared-contracts/react/login-required';
import { usePortalLocale } from 'shared-contracts/react/use-portal-locale';
import { useMyInterests } from '../api/my-interests';

const PAGE_SIZE = 10;
const STATE_PALETTE: Record<Interest['status'], string> = { pending: 'orange', quoted: 'green', closed: 'gray' };

/** `/myInterest` (mall/MyInterest): the buyer's interests with their state and the staff's reply. */
export function MyInterestsPage() {
  return useSignedIn() ? <MyInterests /> : <LoginRequired />;
}

function MyInterests() {
  const intl = useIntl();
  const [page, setPage] = useState(0);
  const query = useMyInterests({ page, size: PAGE_SIZE }, true);
  const total = query.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack as="article" gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl"><FormattedMessage id="mall.interest.mine.title" /></Heading>
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to="/addInterest"><FormattedMessage id="mall.interest.mine.add" /></RouterLink>
        </Button>
      </HStack>
      {query.isPending ? (
        <HStack role="status" gap="2"><Spinner size="sm" /><Text><FormattedMessage id="mall.interest.mine.loading" /></Text></HStack>
      ) : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Description><FormattedMessage id="mall.interest.mine.loadFailed" /></Alert.Description>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}><FormattedMessage id="mall.interest.mine.retry" /></Button>
        </Alert.Root>
      ) : total === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <EmptyState.Indicator><Inbox /></EmptyState.Indicator>
            <EmptyState.Title><FormattedMessage id="mall.interest.mine.empty" /></EmptyState.Title>
            <EmptyState.Description><FormattedMessage id="mall.interest.mine.emptyHint" /></EmptyState.Description>
            <Button asChild colorPalette="blue"><RouterLink to="/addInterest"><FormattedMessage id="mall.interest.mine.add" /></RouterLink></Button>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Stack as="ul" gap="3" listStyleType="none">
            {query.data.content.map((interest) => <InterestCard key={interest.id} interest={interest} />)}
          </Stack>
          <HStack justify="space-between" wrap="wrap">
            <Text fontSize="sm" color="fg.muted"><FormattedMessage id="mall.interest.mine.total" values={{ total }} /></Text>
            <Pagination.Root count={total} pageSize={PAGE_SIZE} page={page + 1} onPageChange={(d) => setPage(d.page - 1)}
              translations={{
                rootLabel: intl.formatMessage({ id: 'mall.interest.mine.pager' }),
                prevTriggerLabel: intl.formatMessage({ id: 'mall.interest.mine.prev' }),
                nextTriggerLabel: intl.formatMessage({ id: 'mall.interest.mine.next' }),
              }}>
              <ButtonGroup size="xs" variant="ghost" attached={false} gap="1">
                <Pagination.PrevTrigger asChild><IconButton><ChevronLeft /></IconButton></Pagination.PrevTrigger>
                <Pagination.PageText fontSize="sm"
                  format={() => intl.formatMessage({ id: 'mall.interest.mine.pageText' }, { page: page + 1, pages })} />
                <Pagination.NextTrigger asChild><IconButton><ChevronRight /></IconButton></Pagination.NextTrigger>
              </ButtonGroup>
            </Pagination.Root>
          </HStack>
        </>
      )}
    </Stack>
  );
}

function InterestCard({ interest }: { interest: Interest }) {
  const locale = usePortalLocale();
  const title = interest.name ?? interest.link ?? '';
  return (
    <Card.Root as="li" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" gap="3">
          <Text fontWeight="semibold" wordBreak="break-all">{title}</Text>
          <Badge colorPalette={STATE_PALETTE[interest.status]} flexShrink={0}>
            <FormattedMessage id={`mall.interest.state.${interest.status}`} />
          </Badge>
        </HStack>
        {interest.name && interest.link ? <Text fontSize="sm" color="fg.muted" wordBreak="break-all">{interest.link}</Text> : null}
        <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>
            {interest.expectedPrice === null
              ? <FormattedMessage id="mall.interest.mine.noPrice" />
              : <FormattedMessage id="mall.interest.mine.expected" values={{ price: formatMoney(interest.expectedPrice, locale) }} />}
          </Text>
          <Text><FormattedMessage id="mall.interest.mine.quantity" values={{ quantity: interest.quantity }} /></Text>
          <Text>
            <FormattedMessage id="mall.interest.mine.created"
              values={{ time: <FormattedDate value={interest.createTime} dateStyle="medium" timeStyle="short" /> }} />
          </Text>
        </HStack>
        {interest.remarks ? <Text fontSize="sm"><FormattedMessage id="mall.interest.mine.remarks" values={{ remarks: interest.remarks }} /></Text> : null}
        <Text fontSize="sm">
          {interest.reply
            ? <FormattedMessage id="mall.interest.mine.reply" values={{ reply: interest.reply }} />
            : <FormattedMessage id="mall.interest.mine.noReply" />}
        </Text>
        {interest.goodsId !== null ? (
          <Link asChild colorPalette="blue" fontSize="sm" alignSelf="start">
            <RouterLink to={`/mallDetail/${interest.goodsId}`}><FormattedMessage id="mall.interest.mine.goods" /></RouterLink>
          </Link>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
