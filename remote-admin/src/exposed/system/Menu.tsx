import { MenuPage } from '../../features/menus/components/menu-page';
import { menuMessages } from '../../features/menus/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/system/Menu`: menu management (server menu component string). */
export default withRemoteMessages(MenuPage, menuMessages);
