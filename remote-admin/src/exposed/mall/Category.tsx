import { CategoryPage } from '../../features/mall-categories/components/category-page';
import { categoryMessages } from '../../features/mall-categories/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/mall/Category`: the goods category tree (server menu component string). */
export default withRemoteMessages(CategoryPage, categoryMessages);
