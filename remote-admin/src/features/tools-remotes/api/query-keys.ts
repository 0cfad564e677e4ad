/** React Query keys of the Remotes page; its writes invalidate `all`. */
export const remotesKeys = {
  all: ['remotes-screen'] as const,
  health: ['remotes-screen', 'health'] as const,
  cspReports: ['remotes-screen', 'csp-reports'] as const,
};

/** The screen watches live health: it reads again this often while the tab is visible (react-query pauses it when hidden). */
export const REMOTES_REFRESH_MS = 15_000;
