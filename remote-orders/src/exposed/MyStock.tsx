import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MyStockPage } from '../features/stock/components/my-stock-page';
import { stockMessages } from '../features/stock/messages';

/** `orders/MyStock`: my stock per SKU with its batches, route /myStock and the menu entry of the same name. */
export default withRemoteMessages(MyStockPage, stockMessages);
