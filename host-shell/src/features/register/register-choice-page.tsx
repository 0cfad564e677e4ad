import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Icon } from '@chakra-ui/react/icon';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { AccountSwitchLink } from '../../components/account-switch-link';
import { PageLink } from '../../components/page-link';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { BrandFrame } from '../../components/brand-frame';
import { REGISTRATION_ROLES, roleDescriptionId, roleTitleId } from './registration-roles';
import { registrationMessages } from './registration-messages';

/** /register (SPEC §2): choose the role to register as. */
function RegisterChoice() {
  const intl = useIntl();
  return (
    <BrandFrame wide>
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="2xl"><FormattedMessage id="registerRole.heading" /></Heading>
          <Text color="fg.muted"><FormattedMessage id="registerRole.subheading" /></Text>
        </Stack>
        <Stack as="ul" gap="3" listStyleType="none">
          {REGISTRATION_ROLES.map(({ kind, icon }) => {
            const role = intl.formatMessage({ id: roleTitleId(kind) });
            return (
              <Card.Root
                as="li"
                key={kind}
                variant="outline"
                flexDirection={{ base: 'column', md: 'row' }}
                alignItems={{ md: 'center' }}
                _hover={{ borderColor: 'blue.400', boxShadow: 'sm' }}
              >
                <Card.Body flexDirection="row" gap="4" alignItems="flex-start">
                  <Icon as={icon} boxSize="8" color="blue.500" flexShrink="0" aria-hidden />
                  <Stack gap="1">
                    <Card.Title as="h2">{role}</Card.Title>
                    <Card.Description><FormattedMessage id={roleDescriptionId(kind)} /></Card.Description>
                  </Stack>
                </Card.Body>
                <Card.Footer pt={{ md: '6' }} flexShrink="0">
                  <Button asChild colorPalette="blue" variant="outline" whiteSpace="normal" h="auto" minH="10" py="2" maxW="56" textAlign="center">
                    <PageLink to={`/register/${kind}`}>
                      <FormattedMessage id="registerRole.choose" values={{ role }} />
                    </PageLink>
                  </Button>
                </Card.Footer>
              </Card.Root>
            );
          })}
        </Stack>
        <AccountSwitchLink questionId="register.haveAccount" linkId="register.signIn" to="/login" />
      </Stack>
    </BrandFrame>
  );
}

export const RegisterChoicePage = withRemoteMessages(RegisterChoice, registrationMessages);
