import { Link } from '@chakra-ui/react/link';
import { HStack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { PageLink } from './page-link';

type Props = { questionId: string; linkId: string; to: string };

/** The line under the login and registration forms that leads to the other one. */
export function AccountSwitchLink({ questionId, linkId, to }: Props) {
  return (
    <HStack justify="center" gap="1" fontSize="sm">
      <Text color="fg.muted"><FormattedMessage id={questionId} /></Text>
      <Link asChild color="blue.600" fontWeight="medium">
        <PageLink to={to}><FormattedMessage id={linkId} /></PageLink>
      </Link>
    </HStack>
  );
}
