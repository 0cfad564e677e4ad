import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import HomeCatalogue from '../features/home/components/home-catalogue';
import { MallHomePage } from '../features/home/components/mall-home-page';
import { homeMessages } from '../features/home/messages';

/**
 * The mall home as the host's mall document draws it: the catalogue sections are part of the page, so the server
 * draws them with their data and the script's first render shows the same (docs/shell-routing.md "The mall
 * document"). In the portal the exposed `mall/MallHome` loads them after the page instead.
 */
function MallHomeWithCatalogue() {
  return <MallHomePage catalogue={<HomeCatalogue />} />;
}

export default withRemoteMessages(MallHomeWithCatalogue, homeMessages);
