import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RegistrationKind } from 'shared-contracts/api/auth';
import { AccountSwitchLink } from '../../components/account-switch-link';
import { PageLink } from '../../components/page-link';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { BrandFrame } from '../../components/brand-frame';
import { RegisterForm } from './register-form';
import { registrationMessages } from './registration-messages';
import { roleDescriptionId, roleTitleId } from './registration-roles';

type Props = {
  kind: RegistrationKind;
  /** Opens the login page greeting the new user: the portal's router (register-route.tsx) or a document load. */
  onRegistered: (username: string) => void;
};

/**
 * /register/purchaser, /register/enterprise, /register/cooperation (SPEC §2), drawn by the portal's route and
 * by the registration document (register-document/): it imports nothing of the router.
 */
function RegisterPageContent({ kind, onRegistered }: Props) {
  const intl = useIntl();
  const role = intl.formatMessage({ id: roleTitleId(kind) });
  return (
    <BrandFrame wide>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl"><FormattedMessage id="registerRole.pageHeading" values={{ role }} /></Heading>
          <Text color="fg.muted"><FormattedMessage id={roleDescriptionId(kind)} /></Text>
          <Link asChild fontSize="sm" color="blue.600" alignSelf="flex-start">
            <PageLink to="/register"><FormattedMessage id="register.changeRole" /></PageLink>
          </Link>
        </Stack>
        <RegisterForm kind={kind} onRegistered={onRegistered} />
        <AccountSwitchLink questionId="register.haveAccount" linkId="register.signIn" to="/login" />
      </Stack>
    </BrandFrame>
  );
}

export const RegisterPage = withRemoteMessages(RegisterPageContent, registrationMessages);
