import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { seedWorld, type World } from './world';

/** The app of a test file and the world seeded in it; read inside tests, once beforeAll has run. */
export interface SeededApp {
  t: TestApp;
  w: World;
}

/** Registers beforeAll/afterAll that build the app on a fresh database, seed the route tests' world, and close it. */
export function seededApp(env: Record<string, string> = {}): SeededApp {
  const ctx = {} as SeededApp;
  beforeAll(async () => {
    ctx.t = await createTestApp(env);
    ctx.w = await seedWorld(ctx.t.db);
  });
  afterAll(() => ctx.t.close());
  return ctx;
}
