import { mergeMessages } from 'shared-contracts/react/remote-messages';
import { agreementMessages } from './agreement-messages';
import { registerMessages } from './messages';
import { registerRoleMessages } from './role-messages';

/** Every text of the registration pages: they bring it with their chunks (withRemoteMessages), not the host's start. */
export const registrationMessages = mergeMessages(registerMessages, agreementMessages, registerRoleMessages);
