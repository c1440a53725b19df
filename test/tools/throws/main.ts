// `npm run throws`: checks src/'s error unions and declarations against what the code can throw (exit 1 on a
// problem). `npm run throws -- <file>#<function>` also prints what that function can throw, e.g.
// `npm run throws -- workflows/fork/fork-session.ts#forkSession`.
import { checkSavepoint } from './savepoint.ts';

const report = await checkSavepoint();
for (const ref of process.argv.slice(2)) {
  const errors = report.throwsOf(ref);
  console.log(`${ref}: ${errors ? errors.join(', ') || 'nothing' : 'no such function or class (<file under src/>#<name>)'}`);
}
for (const problem of report.problems) console.error(problem);
console.log(`throws: ${report.sites.length} error unions and ${report.declarations.length} declarations checked, ${report.problems.length} problem(s)`);
process.exitCode = report.problems.length ? 1 : 0;
