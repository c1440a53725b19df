// What the runner kit gives a recorder of a coding agent (its hooks) against a live server: the workspace holding the
// agent's folder (a subfolder's files named from the workspace's folder), a run that goes on without a lease past the
// owner's limit or beside another session open in the workspace (its writes unfenced, the lease taken once free),
// a lease taken under the run's holder name (by a person resuming the session for it) adopted, and one run folder
// whether a run is opened by its agent session reference or by its session's id.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WriteRefusedError } from '../src/runner/errors.ts';
import { journalStatus } from '../src/runner/journal-status.ts';
import { openRun } from '../src/runner/runner.ts';
import type { RunnerOptions } from '../src/runner/runner-options.ts';
import { tempDir, write } from './helpers/fs.ts';
import { startLiveApp } from './helpers/live.ts';
import { api, eventLog, flakyFetch, recorded } from './helpers/runner.ts';

// An owner may hold live leases on two sessions at once here.
const live = await startLiveApp({ maxActiveSessions: 2 });
const { httpUrl: url, token } = live;

const recorder = async (extra: Partial<RunnerOptions> = {}): Promise<RunnerOptions> => ({
  url,
  token,
  home: await tempDir('savepoint-kit-home-'),
  background: false,
  workspaces: 'holding',
  leaseOptional: true,
  ...extra,
});

const workspaceOf = async (sessionId: string) =>
  (await api(url, token, 'query($id: ID!) { session(id: $id) { ... on Session { workspace { id path } } } }', { id: sessionId })).session.workspace;

describe('the runner kit for a recorder of a coding agent', () => {
  it('records in the workspace holding the folder, goes on unfenced past the limit or beside an open workspace, and takes the lease once free', async () => {
    const root = await tempDir('savepoint-kit-root-');
    await write(root, { 'packages/api/README.md': 'the api\n' });
    const first = await openRun(await recorder(), { ref: 'claude-first', session: { objective: 'First', folder: root } });
    await first.message({ role: 'USER', content: 'one' });
    expect(first.leaseToken()).toEqual(expect.any(Number));

    // A second session in a subfolder: the same workspace, held open by the first; its file named from the workspace's
    // folder, so a resume finds the write it declared applied (packages/api/src/app.ts has the content declared).
    const nestedFolder = path.join(root, 'packages', 'api');
    const nested = await openRun(await recorder(), { ref: 'claude-nested', session: { objective: 'Nested', folder: nestedFolder } });
    await write(nestedFolder, { 'src/app.ts': 'export const app = 1;\n' });
    const step = await nested.beginToolUse({ key: 'toolu_n', name: 'Write', files: ['src/app.ts'] });
    expect(nested.leaseToken()).toBeNull();
    expect(await workspaceOf(nested.sessionId!)).toEqual(await workspaceOf(first.sessionId!));
    const { session } = await api(
      url,
      token,
      'query($id: ID!) { session(id: $id) { ... on Session { resumePreview { ... on ResumePreview { plan { inProgress { step { title } action } } } } } } }',
      { id: nested.sessionId },
    );
    expect(session.resumePreview.plan.inProgress).toEqual([{ step: { title: 'Write' }, action: 'SKIP' }]);
    await nested.endToolUse(step, { result: 'written' });

    // Two leases held (the first's and another's): a third session is past the owner's limit, and goes on unfenced.
    const other = await openRun(await recorder(), { ref: 'claude-other', session: { objective: 'Other', folder: await tempDir() } });
    await other.message({ role: 'USER', content: 'two' });
    const options = await recorder();
    const third = await openRun(options, { ref: 'claude-third', session: { objective: 'Third', folder: await tempDir() } });
    await third.message({ role: 'USER', content: 'three' });
    expect(third.leaseToken()).toBeNull();
    expect(await recorded(url, token, third.sessionId!)).toMatchObject({ state: 'RUNNING', lease: null, messages: [{ content: 'three' }] });
    await third.close();
    // Without leaseOptional, the same refusal stops the runner, and says why.
    const strict = await openRun(
      { ...(await recorder()), leaseOptional: false },
      { ref: 'claude-strict', session: { objective: 'Strict', folder: await tempDir() } },
    ).catch((error: unknown) => error);
    expect(strict).toBeInstanceOf(WriteRefusedError);
    expect(strict).toMatchObject({ code: 'LIMIT_REACHED', op: 'acquireLease' });

    // The first session ends: its lease is free, and the third's next process takes one for it.
    await first.end('paused');
    const again = await openRun(options, { ref: 'claude-third', session: { objective: 'Third', folder: await tempDir() } });
    await again.message({ role: 'ASSISTANT', content: 'fenced now' });
    expect(again.leaseToken()).toEqual(expect.any(Number));
    expect((await recorded(url, token, third.sessionId!)).lease).toMatchObject({ holder: expect.any(String), live: true });
    for (const run of [again, nested, other]) await run.end('paused');
  });

  it('adopts a lease taken under its holder name: a person resuming the session for it, while it holds an older token', async () => {
    const holder = 'claude-code:claude-adopted';
    const options = await recorder({ holder });
    const run = await openRun(options, { ref: 'claude-adopted', session: { objective: 'Adopted', folder: await tempDir() } });
    await run.message({ role: 'USER', content: 'before' });
    const before = run.leaseToken()!;
    await run.close(); // the hook's process ends; the lease stays the run's
    // The person breaks the lease and resumes the session for the recorder (savepoint resume does so for recorded sessions).
    await api(url, token, 'mutation($id: ID!) { forceUnlock(input: { sessionId: $id }) { __typename } }', { id: run.sessionId });
    const { resumeSession } = await api(
      url,
      token,
      'mutation($id: ID!, $holder: String!) { resumeSession(input: { sessionId: $id, holder: $holder, leaseSeconds: 600 }) { ... on ResumeSessionPayload { lease { token } } ... on Error { code message } } }',
      { id: run.sessionId, holder },
    );
    expect(resumeSession.lease.token).toBeGreaterThan(before);
    // The next process writes with the token it kept: refused as stale, then the lease under its name is taken on.
    const next = await openRun(options, { sessionId: run.sessionId! });
    await next.message({ role: 'USER', content: 'after' });
    expect(next.leaseToken()).toBe(resumeSession.lease.token);
    await next.close();
    expect((await recorded(url, token, run.sessionId!)).messages.map((message) => message.content)).toEqual(['before', 'after']);
  });

  it('keeps one run folder whether the run is opened by its reference or by its session id: one journal, one state', async () => {
    const options = await recorder();
    const byRef = await openRun(options, { ref: 'claude-one-folder', session: { objective: 'One folder', folder: await tempDir() } });
    await byRef.message({ role: 'USER', content: 'by reference' });
    await byRef.close();
    const flaky = flakyFetch();
    const byId = await openRun({ ...options, fetch: flaky.fetch, retries: 0 }, { sessionId: byRef.sessionId! });
    expect(byId.origin).toBe('continued');
    flaky.setDown(true);
    await byId.message({ role: 'ASSISTANT', content: 'by session id, offline' });
    await byId.close();
    expect(await journalStatus(options.home)).toEqual([expect.objectContaining({ run: 'claude-one-folder', sessionId: byRef.sessionId, pending: 1 })]);
    // The next process by reference sends what the one by session id left, then its own write: one log, in order.
    const later = await openRun(options, { ref: 'claude-one-folder', session: { objective: 'One folder', folder: await tempDir() } });
    await later.message({ role: 'USER', content: 'by reference again' });
    await later.end('paused');
    expect((await recorded(url, token, byRef.sessionId!)).messages.map((message) => message.content)).toEqual([
      'by reference',
      'by session id, offline',
      'by reference again',
    ]);
    expect((await eventLog(url, token, byRef.sessionId!)).filter((event) => event.type === 'messages.appended')).toHaveLength(3);
  });
});
