// Registered before each test file's own hooks (a setup file), so it runs after them: see helpers/after-file.ts. All
// of a file's clean-ups share this one hook, so it has twice the hook timeout (vitest.config.ts).
import { afterAll } from 'vitest';
import { runAfterFile } from '../helpers/after-file.ts';

afterAll(runAfterFile, 120_000);
