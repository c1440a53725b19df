import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { printSortedSchema } from '../src/graphql/schema.ts';

describe('schema.graphql', () => {
  it('is exactly the sorted, printed Pothos schema (run `npm run codegen` after changing the API)', async () => {
    const committed = await readFile(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSortedSchema());
  });
});
