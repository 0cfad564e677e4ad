import './zod-without-eval';
import { startLoginRequests } from './features/auth/early-login-requests';
import { startRegistryRequest } from './federation/registry-request';

startRegistryRequest();
if (window.location.pathname === '/login') startLoginRequests();
// Async boundary: shared singletons (React, Chakra, ...) are negotiated by the federation runtime
// before any module that imports them runs, so nothing above may import them statically.
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
