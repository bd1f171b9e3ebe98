import { prepareTemplate } from './testing.ts';

/** Vitest globalSetup: one migrated template database per run, cloned by every test file. */
export default async function setup(): Promise<void> {
  await prepareTemplate();
}
