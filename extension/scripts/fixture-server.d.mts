export type FixturePage = { file: string; url: string };
export const PLATFORM_HOSTS: string[];
export const FIXTURE_PAGES: FixturePage[];
export function hostResolverRules(port: number): string;
export function startFixtureServer(port?: number): Promise<{ port: number; close: () => Promise<void> }>;
