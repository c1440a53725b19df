// Two server processes on one database (here: two apps in this process, each with its own connection pool) taking
// code checkpoints of one session at once: the session lock (a PostgreSQL advisory lock) puts them in a line, so each
// snapshot's parent is the checkpoint just before it and each diff is against that one.
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { graphql } from './helpers/process.ts';

describe('code checkpoints from two servers at once', () => {
  it("form one chain: every snapshot's parent is the checkpoint before it", { timeout: 60_000 }, async () => {
    const first = await startLiveApp();
    const second = await startLiveApp({ dataDir: first.config.dataDir }, { url: first.databaseUrl });
    const call = async (url: string, query: string, variables: Record<string, unknown>) => {
      const { body } = await graphql<Record<string, any>>(url, query, { token: first.token, variables });
      if (body.errors?.length) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    const dir = await tempDir();
    await writeFile(path.join(dir, 'a.txt'), 'a\n');
    const ws = await call(
      first.httpUrl,
      'mutation($p: String!) { createWorkspace(input: { path: $p }) { ... on CreateWorkspacePayload { workspace { id } } } }',
      { p: dir },
    );
    const workspaceId = ws.createWorkspace.workspace.id as string;
    const created = await call(
      first.httpUrl,
      'mutation($w: ID!) { createSession(input: { workspaceId: $w, objective: "x", checkpointPolicy: { afterStep: false, phaseBoundary: false, planChange: false, onError: false } }) { ... on CreateSessionPayload { session { id } } } }',
      { w: workspaceId },
    );
    const sessionId = created.createSession.session.id as string;
    const checkpoint = 'mutation($s: ID!, $l: String!) { createCheckpoint(input: { sessionId: $s, label: $l }) { __typename ... on Error { message } } }';
    for (let round = 0; round < 3; round++) {
      await writeFile(path.join(dir, `round-${round}.txt`), `${round}\n`);
      const results = await Promise.all(
        [first, second, first, second].map((app, i) => call(app.httpUrl, checkpoint, { s: sessionId, l: `round ${round} #${i}` })),
      );
      expect(results.map((r) => r.createCheckpoint.__typename)).toEqual(Array(4).fill('CreateCheckpointPayload'));
    }

    const sql = postgres(first.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<Array<{ seq: number; git_commit: string }>>`
        select seq, git_commit from checkpoints where session_id = ${decodeGlobalID(sessionId).id} order by seq`;
      expect(rows).toHaveLength(12);
      const shadow = path.join(first.config.dataDir, 'shadow', decodeGlobalID(workspaceId).id);
      const parentOf = (commit: string) => execFileSync('git', ['--git-dir', shadow, 'log', '-1', '--format=%P', commit], { encoding: 'utf8' }).trim() || null;
      expect(rows.map((row) => parentOf(row.git_commit))).toEqual([null, ...rows.slice(0, -1).map((row) => row.git_commit)]);
    } finally {
      await sql.end();
    }
  });
});
