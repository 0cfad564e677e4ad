import 'shared-contracts/shell/zod-without-eval';
import { startLoginRequests } from './features/auth/early-login-requests';
import { startEarlySession } from './features/session/early-session';
import { portalHandover, settleHandover } from './features/session/portal-handover';
import { startRegistryRequest } from './federation/registry-request';

// Before the async boundary, so these download alongside the shared chunks: the registry, and with a token cookie
// the user and the menus (a reload, a deep link).
startRegistryRequest();
// Started by the login document in its page (docs/shell-routing.md): the login page is its, not ours, and the session
// is handed over after signing in, not read again (its cookie may already be written when this runs).
const handover = portalHandover();
if (!handover) startEarlySession();
if (!handover && window.location.pathname === '/login') startLoginRequests();
// Async boundary: shared singletons (React, Chakra, ...) are negotiated by the federation runtime
// before any module that imports them runs, so nothing above may import them statically.
const bootstrap = import(/* webpackChunkName: "bootstrap" */ './bootstrap');
if (handover) bootstrap.catch((error: unknown) => settleHandover(handover, { failed: error }));
