import { configure } from '@testing-library/dom';
import { beforeAll } from 'vitest';
import { resetHttpConfig } from 'shared-contracts/http/http-config';

// A page's first render in a test file (Chakra's styles, a real request) can take over the default second on a
// busy two-core machine; waiting longer only matters when a test is about to fail anyway.
configure({ asyncUtilTimeout: 5000 });

// The files of a worker share one jsdom and one module registry (build/vitest-pool.mjs): each file starts with the
// HTTP client's defaults, and the address, storage, cookies and title of a page nobody has used, whatever the file
// before it left (a file that runs in Node has no page).
beforeAll(() => {
  resetHttpConfig();
  if (typeof document === 'undefined') return;
  window.history.replaceState(null, '', '/');
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.title = '';
});
