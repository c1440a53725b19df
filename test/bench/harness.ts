// What the bench files share: GraphQL over HTTP to the bench's server, a new session, percentiles, and the 5,000-file
// repository.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { postWith } from '../../src/client/http-post.ts';

export type BenchServer = { httpUrl: string; token: string };

/** How the bench posts: as src/client does (Node's http module, kept-alive sockets), not through Node's slower fetch. */
const post = postWith();

/** A GraphQL request; GraphQL errors throw (an error as data is the caller's to check). */
export async function benchGql(server: BenchServer, query: string, variables: Record<string, unknown> = {}) {
  const response = await post(
    server.httpUrl,
    { 'content-type': 'application/json', authorization: `Bearer ${server.token}` },
    JSON.stringify({ query, variables }),
  );
  const body = JSON.parse(response.text) as { data: any; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * A new workspace and a session in it: the session's global id and its own id. The workspace is a new temp folder under
 * `parent`, or `options.path`; the session takes `options.checkpointPolicy` when given.
 */
export async function newSession(server: BenchServer, parent: string, options: { path?: string; checkpointPolicy?: Record<string, boolean> } = {}) {
  const dir = options.path ?? (await mkdtemp(path.join(parent, 'ws-')));
  const ws = await benchGql(server, 'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }', {
    p: dir,
  });
  const s = await benchGql(
    server,
    'mutation($w: ID!, $c: CheckpointPolicyInput) { createSession(input: { workspaceId: $w, objective: "bench", checkpointPolicy: $c }) { ... on CreateSessionPayload { session { id } } } }',
    { w: ws.createWorkspace.workspace.id, c: options.checkpointPolicy ?? null },
  );
  const globalId: string = s.createSession.session.id;
  return { globalId, id: Buffer.from(globalId, 'base64').toString().split(':')[1]! };
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** A git repository of 5,000 files (50 folders of 100), committed. */
export async function bigRepository(parent: string): Promise<string> {
  const dir = await mkdtemp(path.join(parent, 'repo-'));
  for (let d = 0; d < 50; d++) {
    await mkdir(path.join(dir, `pkg${d}`));
    await Promise.all(
      Array.from({ length: 100 }, (_, f) =>
        writeFile(
          path.join(dir, `pkg${d}`, `file${f}.ts`),
          `// package ${d} file ${f}\nexport const value${f} = ${d * 100 + f};\n${'export const filler = "x";\n'.repeat(20)}`,
        ),
      ),
    );
  }
  const env = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@b', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@b' };
  execFileSync('git', ['init', '-q'], { cwd: dir, env });
  execFileSync('git', ['add', '-A'], { cwd: dir, env });
  execFileSync('git', ['commit', '-q', '-m', 'initial'], { cwd: dir, env });
  return dir;
}
