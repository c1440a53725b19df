// Two server processes on one database (here: two apps in this process, each with its own connection pool) taking
// code checkpoints of one session at once: the session lock (a PostgreSQL advisory lock) puts them in a line, so each
// snapshot (taken by the folder's agent, the one a server embeds) is diffed against the checkpoint just before it:
// every change is listed once, by the first checkpoint after it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { changedFiles } from '../src/objects/diff.service.ts';
import { tempDir } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { graphql } from './helpers/process.ts';

describe('code checkpoints from two servers at once', () => {
  it("form one chain: every snapshot's base is the checkpoint before it", { timeout: 60_000 }, async () => {
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
      // A refusal shows with its message (an AGENT_OFFLINE here once came from two servers starting their agents at once).
      expect(results.map((r) => (r.createCheckpoint.__typename === 'CreateCheckpointPayload' ? 'ok' : JSON.stringify(r.createCheckpoint)))).toEqual(
        Array(4).fill('ok'),
      );
    }

    const sql = postgres(first.databaseUrl, { max: 1, onnotice: () => {} });
    try {
      const rows = await sql<Array<{ seq: number; owner_id: string; code_tree: string; files_changed: Array<{ path: string; action: string }> }>>`
        select c.seq, s.owner_id, c.code_tree, c.files_changed from checkpoints c join sessions s on s.id = c.session_id
        where c.session_id = ${decodeGlobalID(sessionId).id} order by c.seq`;
      expect(rows).toHaveLength(12);
      // Each change listed once: by the checkpoint that first saw it, none of the others diffed against an older one.
      expect(rows.flatMap((row) => row.files_changed.map((file) => `${file.action} ${file.path}`)).sort()).toEqual([
        'ADDED a.txt',
        'ADDED round-0.txt',
        'ADDED round-1.txt',
        'ADDED round-2.txt',
      ]);
      // And each one's list is the diff from the stored snapshot of the checkpoint just before it.
      const db = first.app.database.db;
      const recomputed = await Promise.all(rows.map((row, i) => changedFiles(db, row.owner_id, rows[i - 1]?.code_tree ?? null, row.code_tree)));
      expect(rows.map((row) => row.files_changed)).toEqual(recomputed);
    } finally {
      await sql.end();
    }
  });
});
