import { readFile } from 'node:fs/promises';
import { LoneAnonymousOperationRule, NoUndefinedVariablesRule, parse, specifiedRules, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { printSortedSchema, schema } from '../src/graphql/schema.ts';

describe('schema.graphql', () => {
  it('is exactly the sorted, printed Pothos schema (run `npm run codegen` after changing the API)', async () => {
    const committed = await readFile(new URL('../schema.graphql', import.meta.url), 'utf8');
    expect(committed).toBe(printSortedSchema());
  });

  it('matches every GraphQL example in the README (examples may leave variables undeclared and share a block)', async () => {
    const readme = await readFile(new URL('../README.md', import.meta.url), 'utf8');
    const blocks = [...readme.matchAll(/```graphql\n([\s\S]*?)```/g)].map((match) => match[1]!);
    expect(blocks.length).toBeGreaterThan(5);
    const rules = specifiedRules.filter((rule) => rule !== NoUndefinedVariablesRule && rule !== LoneAnonymousOperationRule);
    const problems = blocks.flatMap((block) => validate(schema, parse(block), rules).map((error) => `${error.message}\n${block}`));
    expect(problems).toEqual([]);
  });
});
