// Session.resumePreview: the continuation plan and environment report of a resume, without writing anything.
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { ChangeSession, SessionEvents } from './helpers/operations.ts';
import { interruptedSession } from './helpers/scenario.ts';

const app = await createTestApp();
const alice = await app.owner('alice');

const Preview = graphql(`
  query Preview($id: ID!, $inProgress: InProgressStrategy) {
    session(id: $id) {
      __typename
      ... on Session {
        lastEventSeq
        resumePreview(inProgress: $inProgress) {
          __typename
          ... on ResumePreview {
          resumable
          blockers { code }
          checkpoint { seq }
          plan {
            counts { skippedTasks skippedSteps inProgress pendingSteps }
            skippedSteps { title }
            inProgress { step { title } action reason }
            pendingSteps { title }
          }
          environment { valid errors { code } warnings { code } changedFiles { path action } }
          pendingApprovals { title }
          }
        }
      }
    }
  }
`);
const Acquire = graphql(`mutation PreviewAcquire($input: AcquireLeaseInput!) { acquireLease(input: $input) { __typename } }`);

describe('resumePreview', () => {
  it('skips completed work, judges in-flight steps, queues the rest in order, and reports changed files', async () => {
    const { session } = await interruptedSession(alice);
    const result = await alice.gql(Preview, { id: session.id });
    const preview = narrow(narrow(result.session, 'Session').resumePreview, 'ResumePreview');
    expect(preview.resumable).toBe(true);
    expect(preview.checkpoint).toEqual({ seq: 1 });
    expect(preview.plan.skippedSteps.map((s: { title: string }) => s.title)).toEqual(['read spec', 'write a.txt']);
    expect(preview.plan.inProgress).toEqual([
      { step: { title: 'write a.txt' }, action: 'SKIP', reason: expect.stringContaining('already applied') },
      { step: { title: 'write b.txt' }, action: 'ROLLBACK_AND_RETRY', reason: expect.stringContaining('restore') },
    ]);
    expect(preview.plan.pendingSteps.map((s: { title: string }) => s.title)).toEqual(['write b.txt', 'run tests', 'deploy']);
    expect(preview.plan.counts).toEqual({ skippedTasks: 0, skippedSteps: 2, inProgress: 2, pendingSteps: 3 });
    expect(preview.environment.valid).toBe(true);
    expect(preview.environment.warnings.map((w: { code: string }) => w.code)).toEqual(['FILES_CHANGED']);
    expect(preview.environment.changedFiles.map((f: { path: string; action: string }) => [f.path, f.action]).sort()).toEqual([
      ['a.txt', 'ADDED'],
      ['b.txt', 'ADDED'],
    ]);

    const retry = await alice.gql(Preview, { id: session.id, inProgress: 'RETRY' });
    expect(narrow(narrow(retry.session, 'Session').resumePreview, 'ResumePreview').plan.inProgress[1]!.action).toBe('RETRY');
  });

  it('writes nothing', async () => {
    const { session } = await interruptedSession(alice);
    const before = await alice.gql(SessionEvents, { id: session.id });
    await alice.gql(Preview, { id: session.id });
    await alice.gql(Preview, { id: session.id });
    expect(await alice.gql(SessionEvents, { id: session.id })).toEqual(before);
  });

  it('names what blocks a resume: a live lease, a finished session, a missing workspace', async () => {
    const { session, dir } = await interruptedSession(alice);
    await alice.gql(Acquire, { input: { sessionId: session.id, holder: 'runner-1' } });
    const locked = narrow((await alice.gql(Preview, { id: session.id })).session, 'Session');
    expect(locked.resumePreview).toMatchObject({ resumable: false, blockers: [{ code: 'SESSION_LOCKED' }] });

    const other = await interruptedSession(alice);
    await alice.gql(ChangeSession.cancel, { input: { sessionId: other.session.id } });
    const done = narrow((await alice.gql(Preview, { id: other.session.id })).session, 'Session');
    expect(done.resumePreview).toMatchObject({ resumable: false, blockers: [{ code: 'TERMINAL_STATE' }] });

    const { rm } = await import('node:fs/promises');
    await rm(dir, { recursive: true, force: true });
    const gone = narrow((await alice.gql(Preview, { id: session.id })).session, 'Session');
    expect(narrow(gone.resumePreview, 'ResumePreview').environment).toMatchObject({ valid: false, errors: [{ code: 'WORKSPACE_MISSING' }] });
  });
});
