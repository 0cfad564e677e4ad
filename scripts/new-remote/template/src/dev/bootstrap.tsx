import { renderStandalone } from 'shared-contracts/react/standalone-frame';
import { PAGES } from './pages';

renderStandalone(PAGES);
