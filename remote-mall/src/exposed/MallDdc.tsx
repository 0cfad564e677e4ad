import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { DdcMallPage } from '../features/home/components/ddc-mall-page';
import { homeMessages } from '../features/home/messages';
import { LinkImportBox } from '../features/links/components/link-import-box';

function MallDdc() {
  return <DdcMallPage importBox={<LinkImportBox />} />;
}

/** `mall/MallDdc`: /mallDdc, the purchasing-agent mall with the link import box. */
export default withRemoteMessages(MallDdc, homeMessages);
