// The folder `npm run demo`'s agents work in: a small git repository of its own, inside one of the owner's workspace
// roots, so the demo's checkpoints carry real code snapshots and diffs.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/**
 * A small git repository the demo agents "work" on, so its checkpoints carry real code snapshots and diffs. It is
 * made inside one of the owner's workspace roots, the OS temp folder when it is one (never the server's data folder).
 */
export async function demoWorkspace(roots: readonly string[]): Promise<string> {
  const root = roots.find((candidate) => candidate === os.tmpdir()) ?? roots[0]; // the temp folder rather than someone's home
  if (!root) throw new Error('This owner has no workspace roots; grant one with: savepoint owners create <name> --root <dir>');
  const dir = path.join(root, 'savepoint-demo', String(Date.now()));
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await writeFile(path.join(dir, 'README.md'), '# Demo API\n\nA tiny service the demo agents work on.\n');
  // biome-ignore lint/suspicious/noTemplateCurlyInString: literal source text, not a template
  await writeFile(path.join(dir, 'src', 'server.ts'), 'export function handle(path: string) {\n  return `hello ${path}`;\n}\n');
  await writeFile(path.join(dir, '.gitignore'), 'node_modules/\n');
  const identity = { GIT_AUTHOR_NAME: 'demo', GIT_AUTHOR_EMAIL: 'demo@example.com', GIT_COMMITTER_NAME: 'demo', GIT_COMMITTER_EMAIL: 'demo@example.com' };
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...identity } });
  try {
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '-m', 'initial');
  } catch {
    // no git on this machine: the workspace is a plain folder, which checkpoints handle too
  }
  return dir;
}
