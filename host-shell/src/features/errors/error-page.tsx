import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/** The frame of /401 and /404: code, title, explanation and the two ways out. */
export function ErrorPage({ code }: { code: '401' | '404' }) {
  const navigate = useNavigate();
  return (
    <Stack gap="4" py="16" px="4" align="center" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="blue.500" lineHeight="1" aria-hidden>
        <FormattedMessage id={`errors.${code}.code`} />
      </Text>
      <Heading as="h1" size="xl">
        <FormattedMessage id={`errors.${code}.title`} />
      </Heading>
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id={`errors.${code}.description`} />
      </Text>
      <HStack gap="3">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          <FormattedMessage id="errors.goBack" />
        </Button>
        <Button asChild colorPalette="blue">
          <RouterLink to="/mall">
            <FormattedMessage id="errors.backToMall" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
