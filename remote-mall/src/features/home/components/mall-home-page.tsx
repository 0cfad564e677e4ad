import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { List } from '@chakra-ui/react/list';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ORDER_FLOW_STEPS } from '../messages';

/** The mall landing (/ and /mall): what the platform is, what it is not, and how an order runs. */
export function MallHomePage() {
  return (
    <Stack gap="6" as="article">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="mall.home.title" />
        </Heading>
        <Text color="fg.muted" maxW="3xl">
          <FormattedMessage id="mall.home.intro" />
        </Text>
      </Stack>

      {/* A standing statement, not an announcement: a labelled region rather than Chakra's default role="alert". */}
      <Alert.Root status="info" as="section" role="region" aria-labelledby="platform-statement">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title id="platform-statement">
            <FormattedMessage id="mall.home.statementTitle" />
          </Alert.Title>
          <Alert.Description>
            <FormattedMessage id="mall.home.statement" />
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>

      <Stack gap="3" as="section" aria-labelledby="order-flow">
        <Heading as="h2" size="lg" id="order-flow">
          <FormattedMessage id="mall.home.flowTitle" />
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          {ORDER_FLOW_STEPS.map((step) => (
            <List.Item key={step}>
              <FormattedMessage id={step} />
            </List.Item>
          ))}
        </List.Root>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="mall.home.leftoverNote" />
        </Text>
      </Stack>

      <HStack gap="3">
        <Button asChild>
          <RouterLink to="/mallSearch">
            <FormattedMessage id="mall.home.search" />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/myOrder">
            <FormattedMessage id="mall.home.myOrders" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
