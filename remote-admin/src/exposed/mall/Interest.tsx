import { InterestPage } from '../../features/mall-interests/components/interest-page';
import { interestMessages } from '../../features/mall-interests/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/mall/Interest`: every buyer's products of interest (server menu component string). */
export default withRemoteMessages(InterestPage, interestMessages);
