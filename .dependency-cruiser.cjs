// The architecture's import rules (ARCHITECTURE.md §1, STYLE.md), checked by `npm run lint` (issue 14).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'remote-to-other-remote',
      comment: 'A remote is deployed alone: it never imports another remote; what they share lives in shared-contracts.',
      severity: 'error',
      from: { path: '^remote-([a-z]+)/' },
      to: { path: '^remote-', pathNot: '^remote-$1/' },
    },
    {
      name: 'remote-to-host',
      comment: 'A remote reaches the host only through the federation runtime and shared-contracts.',
      severity: 'error',
      from: { path: '^remote-' },
      to: { path: '^host-shell/' },
    },
    {
      name: 'host-to-remote',
      comment: 'The host loads remotes at run time by name (the remote registry), never by import; a remote\'s drawn pages '
        + 'are its own build (docs/federation.md "Drawn pages"), which the server finds through the remote\'s drawn-pages.json.',
      severity: 'error',
      from: { path: '^host-shell/' },
      to: { path: '^remote-' },
    },
    {
      name: 'app-to-other-app',
      comment: 'Each app is built and shipped alone (the server, the extension, the host, each remote): none imports another '
        + 'app\'s code; what they share is shared-contracts or a published package. The rules above say it for the remotes and '
        + 'the host with their reasons; this one holds for every app.',
      severity: 'error',
      from: { path: '^(host-shell|remote-[a-z]+|server|extension)/' },
      to: { path: '^(host-shell|remote-[a-z]+|server|extension)/', pathNot: '^$1/' },
    },
    {
      name: 'server-no-react',
      comment: 'The server renders no React: nothing of React, its DOM or a component (.tsx) reaches it.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: ['(^|/)node_modules/(react|react-dom|@chakra-ui|@emotion|react-router-dom|react-intl|@tanstack/react-query)/', '[.]tsx$'] },
    },
    {
      name: 'contracts-import-no-app',
      comment: 'shared-contracts is the bottom layer: it imports nothing of the apps.',
      severity: 'error',
      from: { path: '^shared-contracts/' },
      to: { path: '^(host-shell|remote-[a-z]+|server|e2e)/' },
    },
    {
      name: 'no-circular',
      comment: 'Import cycles make load order matter and modules impossible to read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve (a package that is not a dependency, a wrong path) is a broken build.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/|^e2e/fixtures/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    // Workspace packages are symlinks in node_modules: judge them by where they live.
    preserveSymlinks: false,
  },
};
