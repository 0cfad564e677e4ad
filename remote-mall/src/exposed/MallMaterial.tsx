import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MaterialsPage } from '../features/product/components/materials-page';
import { productMessages } from '../features/product/messages';

/** `mall/MallMaterial`: /mallMaterial/:id, a goods' promotion materials with downloads. */
export default withRemoteMessages(MaterialsPage, productMessages);
