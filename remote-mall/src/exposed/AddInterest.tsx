import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { AddInterestPage } from '../features/interests/components/add-interest-page';
import { interestMessages } from '../features/interests/messages';

/** `mall/AddInterest`: route /addInterest. */
export default withRemoteMessages(AddInterestPage, interestMessages);
