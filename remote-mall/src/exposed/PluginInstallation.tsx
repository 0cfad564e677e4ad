import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { PluginInstallationPage } from '../features/content/components/content-page';
import { contentMessages } from '../features/content/messages';

/** `mall/PluginInstallation`: the collection plugin's install steps, route /pluginInstallation. */
export default withRemoteMessages(PluginInstallationPage, contentMessages);
