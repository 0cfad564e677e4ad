import type { TestProject } from 'vitest/node';
import { databaseTemplate, pruneTemplates, templateKey, testDriver } from './database-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** database-template.ts's key, hashed once per run here instead of once per test file. */
    testDatabaseKey: string;
  }
}

/**
 * Once per run, before any test file: the database templates' key, old templates removed, and the template
 * without goods (nearly every file's) made here if missing, outside any file's hook timeout.
 */
export default async function setup(project: TestProject): Promise<void> {
  const key = await templateKey();
  project.provide('testDatabaseKey', key);
  await pruneTemplates(testDriver, key);
  if (process.env.TEST_DB_TEMPLATE !== 'off') await databaseTemplate(testDriver, key, 0);
}
