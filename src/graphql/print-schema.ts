// Writes schema.graphql, the reviewed contract (`npm run codegen` runs this first).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSortedSchema } from './schema.ts';

const target = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
writeFileSync(target, printSortedSchema());
console.log(`wrote ${target}`);
