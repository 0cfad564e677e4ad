import { deployMessages } from 'shared-contracts/i18n/messages-deploy';
import { usersMessages } from 'shared-contracts/i18n/messages-users';
import { adminPageMessages } from '../../i18n/admin-page-messages';
import { deployPageOwnMessages } from '../deploy-shared/messages';

/** The Deploy page's messages: the admin's common words, the upload and deploy keys its calls answer, then its own. */
export const deployPageMessages = adminPageMessages(usersMessages, deployMessages, deployPageOwnMessages);
