import { ContentPage } from '../../features/mall-content/components/content-page';
import { contentMessages } from '../../features/mall-content/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/mall/Content`: content documents in three languages (server menu component string). */
export default withRemoteMessages(ContentPage, contentMessages);
