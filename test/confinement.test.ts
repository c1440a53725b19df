// Every file operation stays in its workspace: escape attempts through the public API. A sentinel folder outside the
// workspace holds files; each attempt (a declared absolute path, "..", a symlinked folder or file, a folder swapped
// for a symlink between plan and resume, a symlink snapshotted, diffed and restored) ends in a typed error or a safe
// outcome, resumePreview's answer never depends on what lies outside, and afterwards every byte, mode and mtime of
// the sentinel folder is as it was.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { failure } from '../src/client/results.ts';
import { json } from '../src/db/json.ts';
import type { CreateSessionInput } from './gql/graphql.ts';
import { createTestApp } from './helpers/app.ts';
import { sessionInNewWorkspace } from './helpers/fixtures.ts';
import { sha256, tempDir } from './helpers/fs.ts';
import { ChangeSession, CreateSession, CreateWorkspace, StepLifecycle, TaskLifecycle } from './helpers/operations.ts';
import { agentStoreOf, agentStoresOf, storedObjectsOf } from './helpers/workspaces.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

// Plain strings (through `raw`): these operations are this file's own and need no generated types.
const PREVIEW = `
  query ConfinementPreview($id: ID!) {
    session(id: $id) {
      ... on Session {
        resumePreview {
          __typename
          ... on ResumePreview { resumable filesToRestore plan { inProgress { step { title } action reason } } environment { valid errors { code } } }
          ... on Error { code message }
        }
      }
    }
  }`;
const RESUME = `
  mutation ConfinementResume($input: ResumeSessionInput!) {
    resumeSession(input: $input) {
      __typename
      ... on ResumeSessionPayload { restoredFiles plan { inProgress { step { title } action } } savedCheckpoint { id } session { state } }
      ... on Error { code message }
      ... on WorkspaceUnavailableError { reason }
      ... on ValidationError { field }
      ... on AgentCommandFailedError { agentCode }
    }
  }`;
const CHECKPOINT = `
  mutation ConfinementCheckpoint($input: CreateCheckpointInput!) {
    createCheckpoint(input: $input) {
      __typename
      ... on CreateCheckpointPayload { checkpoint { id gitCommit gitNote filesChanged { path action } diff { ... on CheckpointDiff { files { path action hunks { lines } } } ... on Error { code message } } } }
      ... on Error { code message }
    }
  }`;
const STATE = `
  query ConfinementState($id: ID!) {
    session(id: $id) { ... on Session { state lastEventSeq tasks { nodes { key state steps { nodes { title state attempt } } } } } }
  }`;

async function call(document: string, variables: Record<string, unknown>): Promise<any> {
  const { body } = await alice.raw(document, variables);
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const preview = async (sessionId: string) => (await call(PREVIEW, { id: sessionId })).session.resumePreview;
const resume = async (sessionId: string, extra: Record<string, unknown> = {}) =>
  (await call(RESUME, { input: { sessionId, holder: 'runner-2', ...extra } })).resumeSession;
const checkpoint = async (sessionId: string, label: string) => {
  const result = (await call(CHECKPOINT, { input: { sessionId, label } })).createCheckpoint;
  if (result.__typename !== 'CreateCheckpointPayload') throw new Error(JSON.stringify(result));
  return result.checkpoint;
};
const stateOf = async (sessionId: string) => {
  const { lastEventSeq: _seq, ...state } = (await call(STATE, { id: sessionId })).session;
  return state;
};

// ---- the sentinel: a folder outside every workspace, and a fingerprint of every byte, mode and mtime in it ----

const MARK = 'SENTINEL-BYTES-7f3a';
const OUTSIDE = { 'v1.txt': `${MARK} v1 outside\n`, 'new.txt': `${MARK} new outside\n`, 'secret.txt': `${MARK} secret\n` };

async function sentinel(): Promise<string> {
  const dir = await tempDir('savepoint-sentinel-');
  for (const [name, content] of Object.entries(OUTSIDE)) await writeFile(path.join(dir, name), content);
  await mkdir(path.join(dir, 'nested'));
  await writeFile(path.join(dir, 'nested', 'deep.txt'), `${MARK} deep\n`);
  // A past mtime everywhere, so that any write, deletion or creation shows.
  const past = new Date('2001-02-03T04:05:06Z');
  for (const file of [...Object.keys(OUTSIDE), 'nested/deep.txt', 'nested', '.']) await utimes(path.join(dir, file), past, past);
  return dir;
}

/** Every entry under dir: type, mode, size, mtime, and the sha256 of its content (or its link target). */
async function fingerprint(dir: string): Promise<string[]> {
  const lines: string[] = [];
  const walk = async (folder: string) => {
    for (const name of (await readdir(folder)).sort()) {
      const full = path.join(folder, name);
      const info = await lstat(full);
      const rel = path.relative(dir, full);
      const head = `${rel} mode=${info.mode} size=${info.size} mtime=${info.mtimeMs}`;
      if (info.isDirectory()) {
        lines.push(`${head} dir`);
        await walk(full);
      } else if (info.isSymbolicLink()) lines.push(`${head} -> ${await readlink(full)}`);
      else lines.push(`${head} sha256=${sha256(await readFile(full))}`);
    }
  };
  const root = await lstat(dir);
  lines.push(`. mode=${root.mode} mtime=${root.mtimeMs}`);
  await walk(dir);
  return lines;
}

/** Runs `attempt` and checks that the sentinel folder is byte for byte, mode for mode and mtime for mtime as before. */
async function untouched<T>(outside: string, attempt: () => Promise<T>): Promise<T> {
  const before = await fingerprint(outside);
  const result = await attempt();
  expect(await fingerprint(outside)).toEqual(before);
  return result;
}

// ---- an interrupted WRITE step ----

type Write = { path: string; sha256: string };

/**
 * A session whose WRITE steps (one per entry of `steps`) were in flight when the runner died: `prepare` shapes the
 * workspace, a code checkpoint is taken, the steps start, then `interrupted` does what the runner (or an attacker)
 * did before resume.
 */
async function interruptedWrites(
  steps: Record<string, Write[]>,
  hooks: { prepare?: (dir: string) => Promise<void>; interrupted?: (dir: string) => Promise<void> } = {},
) {
  const plan: NonNullable<CreateSessionInput['plan']> = {
    phases: [
      {
        name: 'work',
        tasks: [{ key: 'w', title: 'w', steps: Object.entries(steps).map(([title, writes]) => ({ kind: 'WRITE' as const, title, writes })) }],
      },
    ],
  };
  const { session, dir } = await sessionInNewWorkspace(alice, plan, { 'keep.txt': 'keep\n' });
  await hooks.prepare?.(dir);
  const task = session.phases!.nodes[0]!.tasks!.nodes[0]!;
  await alice.gql(ChangeSession.start, { input: { sessionId: session.id } });
  await alice.gql(TaskLifecycle.start, { input: { taskId: task.id } });
  const base = await checkpoint(session.id, 'before the writes');
  for (const step of task.steps!.nodes) await alice.gql(StepLifecycle.start, { input: { stepId: step.id } });
  await hooks.interrupted?.(dir);
  return { sessionId: session.id, dir, base };
}

const actions = (answer: { plan: { inProgress: Array<{ step: { title: string }; action: string }> } }) =>
  Object.fromEntries(answer.plan.inProgress.map((d) => [d.step.title, d.action]));

async function setWrites(sessionId: string, title: string, writes: Write[]) {
  await sql`update steps set writes = ${json(writes)} where session_id = ${decodeGlobalID(sessionId).id} and title = ${title}`.execute(app.db);
}

describe('declared write paths are checked when the plan is created', () => {
  const field = 'plan.phases[0].tasks[0].steps[1].writes[1].path';

  it.each([
    ['an absolute path', '/etc/passwd'],
    ['a path out through ".."', '../x.txt'],
    ['a path that climbs out after going down', 'a/../../x.txt'],
    ['".." alone', '..'],
    ['a Windows drive', 'C:\\Windows\\win.ini'],
    ['a Windows drive with forward slashes', 'c:/x.txt'],
    ['a UNC path', '\\\\server\\share\\x.txt'],
    ['an empty path', ''],
    ['the workspace itself', './'],
    ['a folder', 'src/'],
    ['the repository folder', '.git/config'],
    ['a nested repository folder', 'vendor/.GIT/hooks/pre-commit'],
    // A path over 4,096 characters never reaches the plan: the edge refuses it first (test/input-strings.test.ts).
    ['a name too long', `${'n'.repeat(300)}.txt`],
  ])('refuses %s, naming the field, and writes nothing', async (_, bad) => {
    const outside = await sentinel();
    const workspace = await alice.gql(CreateWorkspace, { input: { path: await tempDir() } });
    if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
    const workspaceId = workspace.createWorkspace.workspace.id;
    const sessions = () => app.db.selectFrom('sessions').select('id').where('workspace_id', '=', decodeGlobalID(workspaceId).id).execute();
    const result = await untouched(outside, () =>
      alice.gql(CreateSession, {
        input: {
          workspaceId,
          objective: 'escape',
          plan: {
            phases: [
              {
                name: 'p',
                tasks: [
                  {
                    key: 't',
                    title: 't',
                    steps: [
                      { kind: 'READ', title: 'read' },
                      {
                        kind: 'WRITE',
                        title: 'write',
                        writes: [
                          { path: 'ok.txt', sha256: sha256('x') },
                          { path: bad, sha256: sha256('x') },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        },
      }),
    );
    expect(result.createSession).toMatchObject({ __typename: 'ValidationError', code: 'VALIDATION_FAILED', field });
    expect(failure(result.createSession).message).toMatch(/relative to the workspace|declare|Savepoint never/);
    expect(await sessions()).toEqual([]);
  });

  it('refuses a NUL byte at the edge, naming the field, and writes nothing', async () => {
    const workspace = await alice.gql(CreateWorkspace, { input: { path: await tempDir() } });
    if (workspace.createWorkspace.__typename !== 'CreateWorkspacePayload') throw new Error(JSON.stringify(workspace));
    const workspaceId = workspace.createWorkspace.workspace.id;
    const writes = [{ path: 'a\u0000b.txt', sha256: sha256('x') }];
    const plan = { phases: [{ name: 'p', tasks: [{ key: 't', title: 't', steps: [{ kind: 'WRITE' as const, title: 'write', writes }] }] }] };
    const { body } = await alice.raw(CreateSession, { input: { workspaceId, objective: 'escape', plan } });
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', field: 'input.plan.phases[0].tasks[0].steps[0].writes[0].path' });
    expect(await app.db.selectFrom('sessions').select('id').where('workspace_id', '=', decodeGlobalID(workspaceId).id).execute()).toEqual([]);
  });

  it('stores the normalised form: forward slashes, no "." or empty segments', async () => {
    const { sessionId } = await interruptedWrites({
      write: [
        { path: './src//app.ts', sha256: sha256('a') },
        { path: 'src\\lib\\x.ts', sha256: sha256('b') },
      ],
    });
    const [row] = await app.db.selectFrom('steps').select('writes').where('session_id', '=', decodeGlobalID(sessionId).id).execute();
    expect(row!.writes).toEqual([
      { path: 'src/app.ts', sha256: sha256('a') },
      { path: 'src/lib/x.ts', sha256: sha256('b') },
    ]);
    expect((await preview(sessionId)).filesToRestore).toEqual(['src/app.ts', 'src/lib/x.ts']);
  });
});

describe('escape attempts at resume', () => {
  it('a path outside the workspace stored before paths were checked is never read: resumePreview tells nothing about it, resume refuses it', async () => {
    const outside = await sentinel();
    const { sessionId, dir } = await interruptedWrites({ guess: [{ path: 'placeholder.txt', sha256: sha256('x') }] });
    const relativeOut = path.relative(dir, path.join(outside, 'v1.txt')); // ../savepoint-sentinel-…/v1.txt
    expect(relativeOut.startsWith('..')).toBe(true);
    const answers: unknown[] = [];
    await untouched(outside, async () => {
      // The right hash of a file that exists outside, the same hash for a file that does not: the same answer.
      for (const file of [path.join(outside, 'v1.txt'), path.join(outside, 'missing.txt'), relativeOut, `a/../${relativeOut}`]) {
        await setWrites(sessionId, 'guess', [{ path: file, sha256: sha256(OUTSIDE['v1.txt']) }]);
        const answer = await preview(sessionId);
        answers.push({ ...answer, filesToRestore: answer.filesToRestore.length });
      }
    });
    expect(actions(answers[0] as never)).toEqual({ guess: 'ROLLBACK_AND_RETRY' }); // never "already applied"
    for (const answer of answers) expect(answer).toEqual(answers[0]);

    await setWrites(sessionId, 'guess', [{ path: path.join(outside, 'v1.txt'), sha256: sha256('other') }]);
    const before = await stateOf(sessionId);
    const refused = await untouched(outside, () => resume(sessionId));
    // Refused by the folder's agent, which checks every path before it touches any.
    expect(refused).toMatchObject({
      __typename: 'AgentCommandFailedError',
      code: 'AGENT_COMMAND_FAILED',
      agentCode: 'PATH_OUTSIDE_WORKSPACE',
      message: expect.stringContaining('outside the workspace'),
    });
    expect(await stateOf(sessionId)).toEqual(before);
  });

  it('a write declared inside a symlinked folder is never "applied", whatever the folder behind it holds', async () => {
    const outside = await sentinel();
    const { sessionId } = await interruptedWrites(
      { guess: [{ path: 'out/v1.txt', sha256: sha256(OUTSIDE['v1.txt']) }], wrong: [{ path: 'out/v1.txt', sha256: sha256('no') }] },
      { prepare: (dir) => symlink(outside, path.join(dir, 'out')) },
    );
    const answer = await untouched(outside, () => preview(sessionId));
    expect(actions(answer)).toEqual({ guess: 'ROLLBACK_AND_RETRY', wrong: 'ROLLBACK_AND_RETRY' });
  });

  it("rolling back a write inside a symlinked folder is refused (SYMLINK_IN_PATH): the folder's target is not touched", async () => {
    const outside = await sentinel();
    const { sessionId, dir } = await interruptedWrites(
      { write: [{ path: 'out/v1.txt', sha256: sha256('the new v1\n') }] },
      { prepare: (dir) => symlink(outside, path.join(dir, 'out')) },
    );
    const before = await stateOf(sessionId);
    expect((await preview(sessionId)).filesToRestore).toEqual(['out/v1.txt']);
    const refused = await untouched(outside, () => resume(sessionId));
    expect(refused).toMatchObject({
      __typename: 'WorkspaceUnavailableError',
      code: 'WORKSPACE_UNAVAILABLE',
      reason: 'SYMLINK_IN_PATH',
      message: expect.stringContaining('"out"'),
    });
    expect(await stateOf(sessionId)).toEqual(before);
    expect(await readlink(path.join(dir, 'out'))).toBe(outside); // the link itself is left as it was
    // Asked to retry without rolling back, resume goes on (and still touches nothing outside).
    const retried = await untouched(outside, () => resume(sessionId, { inProgress: 'RETRY' }));
    expect(retried).toMatchObject({ __typename: 'ResumeSessionPayload', restoredFiles: [] });
  });

  it('a symlinked file is never hashed through, and rolling it back puts the link back as a link', async () => {
    const outside = await sentinel();
    const target = path.join(outside, 'secret.txt');
    const { sessionId, dir } = await interruptedWrites(
      {
        guess: [{ path: 'link.txt', sha256: sha256(OUTSIDE['secret.txt']) }],
        dangling: [{ path: 'dangling.txt', sha256: sha256(OUTSIDE['secret.txt']) }],
      },
      {
        prepare: async (dir) => {
          await symlink(target, path.join(dir, 'link.txt'));
          await symlink(path.join(outside, 'missing.txt'), path.join(dir, 'dangling.txt'));
        },
      },
    );
    const answer = await untouched(outside, () => preview(sessionId));
    // A link to an existing file with the right hash and a link to nothing: the same answer.
    expect(actions(answer)).toEqual({ guess: 'ROLLBACK_AND_RETRY', dangling: 'ROLLBACK_AND_RETRY' });
    // The runner had replaced the link by a regular file; the rollback restores the link, never writing its target.
    await rm(path.join(dir, 'link.txt'));
    await writeFile(path.join(dir, 'link.txt'), 'cut off');
    const result = await untouched(outside, () => resume(sessionId));
    expect(result).toMatchObject({ __typename: 'ResumeSessionPayload', restoredFiles: ['link.txt', 'dangling.txt'] });
    expect((await lstat(path.join(dir, 'link.txt'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(dir, 'link.txt'))).toBe(target);
    expect(await readlink(path.join(dir, 'dangling.txt'))).toBe(path.join(outside, 'missing.txt'));
  });

  it('a folder swapped for a symlink after the plan was checked (between check and use) is refused at resume', async () => {
    const outside = await sentinel();
    const { sessionId, dir } = await interruptedWrites(
      {
        write: [
          { path: 'out/new.txt', sha256: sha256('new\n') },
          { path: 'out/v1.txt', sha256: sha256('v1 final\n') },
        ],
      },
      {
        prepare: async (dir) => {
          await mkdir(path.join(dir, 'out'));
          await writeFile(path.join(dir, 'out', 'v1.txt'), 'v1 inside\n');
        },
        interrupted: async (dir) => {
          await writeFile(path.join(dir, 'out', 'new.txt'), 'half'); // the runner's cut-off write
          await rename(path.join(dir, 'out'), path.join(dir, 'out.moved')); // then the folder becomes a link outside
          await symlink(outside, path.join(dir, 'out'));
        },
      },
    );
    const before = await stateOf(sessionId);
    const answer = await untouched(outside, () => preview(sessionId));
    expect(actions(answer)).toEqual({ write: 'ROLLBACK_AND_RETRY' });
    const refused = await untouched(outside, () => resume(sessionId));
    expect(refused).toMatchObject({ __typename: 'WorkspaceUnavailableError', reason: 'SYMLINK_IN_PATH' });
    expect(await stateOf(sessionId)).toEqual(before);
    expect(await readFile(path.join(dir, 'out.moved', 'new.txt'), 'utf8')).toBe('half');

    // Put back as a folder, the same resume rolls the files back.
    await rm(path.join(dir, 'out'));
    await rename(path.join(dir, 'out.moved'), path.join(dir, 'out'));
    const result = await untouched(outside, () => resume(sessionId));
    expect(result).toMatchObject({ __typename: 'ResumeSessionPayload', restoredFiles: ['out/new.txt', 'out/v1.txt'] });
    expect(await readdir(path.join(dir, 'out'))).toEqual(['v1.txt']);
    expect(await readFile(path.join(dir, 'out', 'v1.txt'), 'utf8')).toBe('v1 inside\n');
  });

  it('a folder flipping between a real folder and a link outside while resumePreview hashes never makes it read the outside', async () => {
    const outside = await sentinel();
    const { sessionId, dir } = await interruptedWrites(
      { guess: [{ path: 'out/v1.txt', sha256: sha256(OUTSIDE['v1.txt']) }] },
      {
        prepare: async (dir) => {
          await mkdir(path.join(dir, 'out.real'));
          await writeFile(path.join(dir, 'out.real', 'v1.txt'), 'inside\n');
          await symlink(outside, path.join(dir, 'out.link'));
          await writeFile(path.join(dir, '.gitignore'), 'out*\n'); // keep the flipping names out of the snapshots
        },
      },
    );
    const flipper = flip(dir);
    try {
      await untouched(outside, async () => {
        for (let i = 0; i < 20; i++) expect(actions(await preview(sessionId))).toEqual({ guess: 'ROLLBACK_AND_RETRY' });
      });
    } finally {
      flipper.kill('SIGKILL');
    }
  });

  it('a workspace symlink to the outside is snapshotted, diffed and restored as a link: the bytes behind it never appear', async () => {
    const outside = await sentinel();
    const fingerprintBefore = await fingerprint(outside);
    const {
      sessionId,
      dir,
      base: first,
    } = await interruptedWrites(
      {},
      {
        prepare: async (dir) => {
          await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'link.txt'));
          await symlink(outside, path.join(dir, 'linkdir'));
          await symlink(`../${path.basename(outside)}/v1.txt`, path.join(dir, 'rel.txt'));
          // Up to / and down again: ../../tmp/savepoint-sentinel-…/nested
          await symlink(`${'../'.repeat(dir.split('/').length - 1)}${path.join(outside, 'nested').slice(1)}`, path.join(dir, 'up'));
        },
      },
    );
    expect(await fingerprint(outside)).toEqual(fingerprintBefore); // the first checkpoint, taken with the links in place
    const links = async () =>
      Object.fromEntries(await Promise.all(['link.txt', 'linkdir', 'rel.txt', 'up'].map(async (name) => [name, await readlink(path.join(dir, name))])));
    const original = await links();
    expect(await readFile(path.join(dir, 'up', 'deep.txt'), 'utf8')).toBe(`${MARK} deep\n`); // the links do lead outside
    expect(first.filesChanged.map((f: { path: string }) => f.path).sort()).toEqual(['keep.txt', 'link.txt', 'linkdir', 'rel.txt', 'up']);
    expect(JSON.stringify(first)).not.toContain(MARK);
    const linkDiff = first.diff.files.find((f: { path: string }) => f.path === 'link.txt');
    expect(linkDiff.hunks[0].lines[0]).toBe(`+${path.join(outside, 'secret.txt')}`); // the link's target, not its content

    // The runner replaces each link by a file or a folder; a second checkpoint; then back to the first.
    for (const name of ['link.txt', 'rel.txt']) {
      await rm(path.join(dir, name));
      await writeFile(path.join(dir, name), `${name} is a file now\n`);
    }
    for (const name of ['linkdir', 'up']) {
      await rm(path.join(dir, name));
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, 'secret.txt'), 'a real folder now\n');
    }
    const second = await untouched(outside, () => checkpoint(sessionId, 'links replaced'));
    expect(JSON.stringify(second)).not.toContain(MARK);
    const back = await untouched(outside, () => resume(sessionId, { mode: 'FROM_CHECKPOINT', checkpointId: first.id }));
    expect(back).toMatchObject({ __typename: 'ResumeSessionPayload' });
    expect(await links()).toEqual(original);
    for (const name of ['link.txt', 'linkdir', 'rel.txt', 'up']) expect((await lstat(path.join(dir, name))).isSymbolicLink()).toBe(true);

    // No stored object, and nothing the folder's agent keeps (its store's objects, its journal), holds a byte of the
    // sentinel's files.
    expect(existsSync(agentStoreOf(app.config.dataDir, await workspaceIdOf(sessionId)))).toBe(true); // (this workspace's store is among them)
    for (const [where, objects] of [
      ['stored objects', await storedObjectsOf(app.db, alice.ownerId)],
      ["the agent's store", agentStoresOf(app.config.dataDir)],
    ] as const) {
      expect(objects.includes(MARK), where).toBe(false);
      expect(objects.includes('a real folder now'), where).toBe(true); // (the check does see file contents)
    }
  });
});

async function workspaceIdOf(sessionId: string): Promise<string> {
  const data = await call(`query ConfinementWorkspace($id: ID!) { session(id: $id) { ... on Session { workspace { id } } } }`, { id: sessionId });
  return data.session.workspace.id;
}

/** A separate process that keeps swapping `out` between the real folder out.real and the link out.link. */
function flip(dir: string): ChildProcess {
  const code = `
    const fs = require('node:fs'); const p = require('node:path');
    const at = (n) => p.join(${JSON.stringify(dir)}, n);
    for (;;) {
      fs.renameSync(at('out.real'), at('out')); fs.renameSync(at('out'), at('out.real'));
      fs.renameSync(at('out.link'), at('out')); fs.renameSync(at('out'), at('out.link'));
    }`;
  return spawn(process.execPath, ['-e', code], { stdio: 'ignore' });
}
