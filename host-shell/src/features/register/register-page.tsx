import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { RegistrationKind } from 'shared-contracts/api/auth';
import { AccountSwitchLink } from '../../components/account-switch-link';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { BrandFrame } from '../../components/brand-frame';
import { RegisterForm } from './register-form';
import { registrationMessages } from './registration-messages';
import { roleDescriptionId, roleTitleId } from './registration-roles';

/** /register/purchaser, /register/enterprise, /register/cooperation (SPEC §2). */
function RegisterPageContent({ kind }: { kind: RegistrationKind }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const role = intl.formatMessage({ id: roleTitleId(kind) });
  return (
    <BrandFrame wide>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl"><FormattedMessage id="registerRole.pageHeading" values={{ role }} /></Heading>
          <Text color="fg.muted"><FormattedMessage id={roleDescriptionId(kind)} /></Text>
          <Link asChild fontSize="sm" color="blue.600" alignSelf="flex-start">
            <RouterLink to="/register"><FormattedMessage id="register.changeRole" /></RouterLink>
          </Link>
        </Stack>
        <RegisterForm
          kind={kind}
          // The login page greets the new user and has the username filled in.
          onRegistered={(username) => void navigate('/login', { replace: true, state: { username, registered: true } })}
        />
        <AccountSwitchLink questionId="register.haveAccount" linkId="register.signIn" to="/login" />
      </Stack>
    </BrandFrame>
  );
}

export const RegisterPage = withRemoteMessages(RegisterPageContent, registrationMessages);
