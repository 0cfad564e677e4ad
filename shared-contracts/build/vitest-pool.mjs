/**
 * How every front-end unit suite runs its files (docs/testing.md "Unit suites: one module graph per worker"): two
 * workers, as this 2-core machine has two cores (Vitest's default leaves one idle), and the files of a worker in one
 * module graph and one jsdom instead of a fresh one per file. Loading Chakra, React and jsdom again for every file was
 * most of each suite's time: remote-admin 119 s → 26 s, host-shell 115 s → 14 s, the same tests. A file that needs
 * modules loaded fresh (what it tests happens at import) belongs to a project with `isolate: true`.
 */
export const unitPool = { maxWorkers: 2, isolate: false };
