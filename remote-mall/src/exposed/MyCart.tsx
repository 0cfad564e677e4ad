import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { CartPage } from '../features/cart/components/cart-page';
import { cartMessages } from '../features/cart/messages';

/** `mall/MyCart`: the shopping cart, route /myCart and the menu entry of the same name. */
export default withRemoteMessages(CartPage, cartMessages);
