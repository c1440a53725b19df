// Code checkpoints of a folder its agent serves, end to end: the agent (src/agent/ runtime, on the public API only)
// hashes the folder beside it and uploads what the server lacks; the server records the checkpoint naming the root
// tree, and any server on the database serves its files and diffs from the stored objects, also once the folder is
// gone. No server opens the folder; with the agent offline a code checkpoint is refused and nothing is recorded.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type RunningAgent, startAgent } from '../src/agent/runtime.ts';
import { localId } from '../src/graphql/ids.ts';
import { graphql } from './gql/index.ts';
import { tempDir } from './helpers/fs.ts';
import { gqlOver, startLiveApp } from './helpers/live.ts';

const one = await startLiveApp({ pollIntervalMs: 60_000 });
const two = await startLiveApp({ pollIntervalMs: 60_000 }, { url: one.databaseUrl });
const agents: RunningAgent[] = [];
afterAll(async () => {
  for (const agent of agents) await agent.stop();
});

const on =
  (server: typeof one) =>
  <R, V>(document: Parameters<typeof gqlOver<R, V>>[2], variables: V) =>
    gqlOver(server.httpUrl, one.token, document, variables);

const CreateSession = graphql(`
  mutation AgentSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      ... on CreateSessionPayload {
        session {
          id
        }
      }
      ... on Error {
        code
        message
      }
    }
  }
`);

const TakeCheckpoint = graphql(`
  mutation AgentCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload {
        checkpoint {
          id
          codeTree
          gitCommit
          gitNote
          linesAdded
          linesRemoved
          filesChanged {
            path
            action
            additions
            deletions
          }
        }
      }
      ... on Error {
        code
        message
      }
      ... on AgentOfflineError {
        timedOut
      }
    }
  }
`);

const CheckpointDiff = graphql(`
  query AgentCheckpointDiff($id: ID!) {
    node(id: $id) {
      ... on Checkpoint {
        diff {
          __typename
          ... on CheckpointDiff {
            files {
              path
              action
              additions
              deletions
              hunks {
                header
                lines
              }
            }
          }
          ... on Error {
            code
            message
          }
        }
      }
    }
  }
`);

const Checkpoints = graphql(`
  query AgentCheckpointCount($id: ID!) {
    node(id: $id) {
      ... on Session {
        checkpoints {
          totalCount
        }
      }
    }
  }
`);

const Preview = graphql(`
  query AgentResumePreview($id: ID!) {
    session(id: $id) {
      ... on Session {
        resumePreview {
          __typename
          ... on ResumePreview {
            environment {
              valid
              errors {
                code
              }
            }
          }
        }
      }
    }
  }
`);

async function servedFolder(files: Record<string, string>, agentOptions: { maxFileBytes?: number } = {}) {
  const folder = await tempDir('savepoint-agent-served-');
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
    await writeFile(path.join(folder, name), content);
  }
  const agent = await startAgent({
    url: one.httpUrl,
    token: one.token,
    key: `agent-${path.basename(folder)}`,
    folder,
    host: 'laptop',
    agentDir: await tempDir('savepoint-agent-dir-'),
    webSocketImpl: WebSocket,
    ...agentOptions,
  });
  agents.push(agent);
  const created = await on(one)(CreateSession, { input: { workspaceId: agent.workspaceId, objective: 'agent snapshots' } });
  const session = created.createSession && 'session' in created.createSession ? created.createSession.session : null;
  if (!session) throw new Error(JSON.stringify(created));
  return { folder, agent, sessionId: session.id };
}

/** Until the agent's feed is open on a server (a checkpoint asked before that answers AGENT_OFFLINE). */
async function checkpoint(server: typeof one, sessionId: string, label: string) {
  for (let i = 0; i < 200; i++) {
    const { createCheckpoint } = await on(server)(TakeCheckpoint, { input: { sessionId, label } });
    if (createCheckpoint.__typename !== 'AgentOfflineError' || i === 199) return createCheckpoint;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('unreachable');
}

describe("code checkpoints of an agent's folder", () => {
  it('are taken by the agent through either server, and diffed by either from the stored objects, also once the folder is gone', async () => {
    const { folder, sessionId } = await servedFolder({
      'README.md': 'hello\n',
      'src/app.ts': 'export const a = 1;\nexport const b = 2;\n',
      'old.txt': 'bye\n',
    });
    const first = await checkpoint(two, sessionId, 'first');
    expect(first.__typename).toBe('CreateCheckpointPayload');
    if (first.__typename !== 'CreateCheckpointPayload') return;
    expect(first.checkpoint).toMatchObject({ gitCommit: null, codeTree: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(first.checkpoint.filesChanged.map((file) => `${file.action} ${file.path}`).sort()).toEqual(['ADDED README.md', 'ADDED old.txt', 'ADDED src/app.ts']);

    await writeFile(path.join(folder, 'src/app.ts'), 'export const a = 1;\nexport const b = 3;\nexport const c = 4;\n');
    await writeFile(path.join(folder, 'src/new.ts'), 'new\n');
    await rm(path.join(folder, 'old.txt'));
    const second = await checkpoint(one, sessionId, 'second');
    if (second.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(second));
    expect(second.checkpoint.filesChanged.map((file) => `${file.action} ${file.path} +${file.additions} -${file.deletions}`).sort()).toEqual([
      'ADDED src/new.ts +1 -0',
      'DELETED old.txt +0 -1',
      'MODIFIED src/app.ts +2 -1',
    ]);
    expect(second.checkpoint).toMatchObject({ linesAdded: 3, linesRemoved: 2 });

    await rm(folder, { recursive: true, force: true }); // the folder gone: its history is data
    for (const server of [one, two]) {
      const { node } = await on(server)(CheckpointDiff, { id: second.checkpoint.id });
      const diff = node && 'diff' in node ? node.diff : null;
      if (diff?.__typename !== 'CheckpointDiff') throw new Error(JSON.stringify(node));
      const app = diff.files.find((file) => file.path === 'src/app.ts');
      expect(app?.hunks[0]?.lines).toEqual([' export const a = 1;', '-export const b = 2;', '+export const b = 3;', '+export const c = 4;']);
    }
  });

  it('never writes into the folder, and the second checkpoint of an unchanged folder sends nothing and lists no file', async () => {
    const { folder, sessionId } = await servedFolder({ 'a.txt': 'a\n' });
    const first = await checkpoint(one, sessionId, 'one');
    const again = await checkpoint(one, sessionId, 'two');
    if (first.__typename !== 'CreateCheckpointPayload' || again.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify([first, again]));
    expect(again.checkpoint.codeTree).toBe(first.checkpoint.codeTree);
    expect(again.checkpoint.filesChanged).toEqual([]);
    expect(await readdir(folder)).toEqual(['a.txt']); // no .savepoint-shadow, nothing of Savepoint's
  });

  it('a folder unchanged since its last snapshot is neither sent nor asked about again without a code checkpoint, unless the server no longer holds it', async () => {
    const { agent, sessionId } = await servedFolder({ 'a.txt': 'a\n', 'src/b.txt': 'b\n' });
    const preview = async () => {
      for (let i = 0; i < 200; i++) {
        const { session } = await on(one)(Preview, { id: sessionId });
        const found = session && 'resumePreview' in session ? session.resumePreview : null;
        if (found?.__typename !== 'ResumePreview') throw new Error(JSON.stringify(session));
        if (found.environment.errors.every((error) => error.code !== 'AGENT_OFFLINE')) return found.environment;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('the agent never came online');
    };
    const rawWorkspaceId = localId('Workspace', agent.workspaceId);
    const snapshots = async () =>
      (
        await one.app.database.db
          .selectFrom('agent_commands')
          .select(['input', 'result'])
          .where('workspace_id', '=', rawWorkspaceId)
          .where('kind', '=', 'SNAPSHOT')
          .orderBy('seq')
          .execute()
      ).map((command) => ({ input: command.input as { base: string | null; held: string | null }, result: command.result as Record<string, unknown> }));

    expect(await preview()).toEqual({ valid: true, errors: [] });
    expect(await preview()).toEqual({ valid: true, errors: [] });
    const [first, second] = await snapshots();
    expect(first).toMatchObject({ input: { base: null, held: null }, result: { asked: 1 } }); // the server was asked: it lacked the tree
    expect(first!.result.sent).toBeGreaterThan(0);
    expect(second).toMatchObject({ input: { base: null, held: first!.result.tree }, result: { tree: first!.result.tree, asked: 0, sent: 0 } });

    // The server no longer holds that tree (as a sweep of unreached objects leaves it): not named as held, so the agent asks and sends it again.
    const tree = Buffer.from(String(first!.result.tree), 'hex');
    await one.app.database.db.deleteFrom('code_trees').where('oid', '=', tree).execute();
    await one.app.database.db.deleteFrom('code_objects').where('oid', '=', tree).execute();
    expect(await preview()).toEqual({ valid: true, errors: [] });
    const third = (await snapshots())[2];
    expect(third).toMatchObject({ input: { base: null, held: null }, result: { tree: first!.result.tree, asked: 1 } });
    expect(third!.result.sent).toBeGreaterThan(0);
  });

  it('with its agent stopped, a code checkpoint is AGENT_OFFLINE and records nothing; a state-only one still works', async () => {
    const { agent, sessionId } = await servedFolder({ 'a.txt': 'a\n' });
    expect((await checkpoint(one, sessionId, 'while on')).__typename).toBe('CreateCheckpointPayload');
    await agent.stop();
    let answer = null;
    for (let i = 0; i < 200; i++) {
      answer = (await on(two)(TakeCheckpoint, { input: { sessionId, label: 'while off' } })).createCheckpoint;
      if (answer.__typename === 'AgentOfflineError' && !answer.timedOut) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(answer).toMatchObject({ __typename: 'AgentOfflineError', code: 'AGENT_OFFLINE', timedOut: false });
    const count = async () => {
      const { node } = await on(one)(Checkpoints, { id: sessionId });
      return node && 'checkpoints' in node ? (node.checkpoints?.totalCount ?? -1) : -1;
    };
    const before = await count();
    expect((await on(one)(TakeCheckpoint, { input: { sessionId, label: 'off again' } })).createCheckpoint.__typename).toBe('AgentOfflineError');
    expect(await count()).toBe(before);
    const stateOnly = await on(one)(TakeCheckpoint, { input: { sessionId, label: 'state', includeCode: false } });
    expect(stateOnly.createCheckpoint).toMatchObject({ __typename: 'CreateCheckpointPayload', checkpoint: { codeTree: null } });
  });

  it('notes what the agent left out: files over its size limit and nested repositories, never uploaded', async () => {
    const { folder, sessionId } = await servedFolder(
      { 'small.txt': 'ok\n', 'data/huge.bin': 'x'.repeat(2_000), 'vendor/lib/a.txt': 'a\n' },
      { maxFileBytes: 1_000 },
    );
    execFileSync('git', ['init', '-q', path.join(folder, 'vendor/lib')]);
    const taken = await checkpoint(one, sessionId, 'with leftovers');
    if (taken.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(taken));
    expect(taken.checkpoint.gitNote).toBe("Skipped 1 file(s) over the agent's size limit: data/huge.bin (2000 B). Skipped 1 nested repository: vendor/lib");
    expect(taken.checkpoint.filesChanged.map((file) => file.path)).toEqual(['small.txt']);
  });
});
