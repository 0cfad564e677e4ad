import { configure } from '@testing-library/dom';

// A page's first render in a test file (Chakra's styles, a real request) can take over the default second on a
// busy two-core machine; waiting longer only matters when a test is about to fail anyway.
configure({ asyncUtilTimeout: 5000 });
