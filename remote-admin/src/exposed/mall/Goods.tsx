import { GoodsPage } from '../../features/mall-goods/components/goods-page';
import { goodsMessages } from '../../features/mall-goods/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/mall/Goods`: goods list and editor (server menu component string). */
export default withRemoteMessages(GoodsPage, goodsMessages);
