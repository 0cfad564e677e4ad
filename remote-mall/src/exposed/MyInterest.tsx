import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MyInterestsPage } from '../features/interests/components/my-interests-page';
import { interestMessages } from '../features/interests/messages';

/** `mall/MyInterest`: route /myInterest. */
export default withRemoteMessages(MyInterestsPage, interestMessages);
