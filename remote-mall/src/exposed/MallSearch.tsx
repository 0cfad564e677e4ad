import { SearchPage } from '../features/search/components/search-page';
import { searchMessages } from '../features/search/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `mall/MallSearch`: /mallSearch and /mallSearch/:word. */
export default withRemoteMessages(SearchPage, searchMessages);
