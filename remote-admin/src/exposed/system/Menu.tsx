import { MenuPage } from '../../features/menus/components/menu-page';
import { menuMessages } from '../../features/menus/messages';
import { withRemoteMessages } from '../../i18n/remote-messages';

/** `admin/system/Menu`: menu management (server menu component string). */
export default withRemoteMessages(MenuPage, menuMessages);
