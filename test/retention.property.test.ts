// Retention over random forests of forks and checkpoints (fast-check), through the API: a run warns before it purges
// anything; after runs that let time pass, every session left reads its conversation exactly as before, its newest
// checkpoint, its fork point and its lineage are there, pinned sessions and checkpoints are untouched, every fork left
// still resumes, and what went had been warned about and was the policy's to take.
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { narrow } from '../src/client/results.ts';
import { graphql } from './gql/index.ts';
import { createTestApp } from './helpers/app.ts';
import { dbId } from './helpers/deletions.ts';
import { workspaceFor } from './helpers/fixtures.ts';
import { fork, forked } from './helpers/forks.ts';
import { ChangeSession, CreateSession } from './helpers/operations.ts';
import { age, checkpointsLeft, Pin, ran, SetPolicy } from './helpers/retention.ts';
import { say, visible } from './helpers/sessions.ts';

const app = await createTestApp();

const StateCheckpoint = graphql(`
  mutation PropertyCheckpoint($input: CreateCheckpointInput!) { createCheckpoint(input: $input) { __typename ... on CreateCheckpointPayload { checkpoint { id } } } }
`);
const Shape = graphql(`
  query PropertyShape($id: ID!) {
    session(id: $id) {
      __typename
      ... on Session { state parent { id } pinned conversations { nodes { id } } lineage { forkPoint { checkpoint { id } } } }
      ... on Error { code }
    }
  }
`);
const ResumePreview = graphql(`
  mutation PropertyResume($input: ResumeSessionInput!) { resumeSession(input: $input) { __typename ... on Error { code message } } }
`);

type SessionSpec = {
  /** Forked from an earlier session (its index, wrapped), or a root. */
  parent: number | null;
  /** Forked from that session's checkpoint (its index, wrapped; none: from now). */
  fromCheckpoint: number | null;
  messages: number;
  checkpoints: number;
  finished: boolean;
  pinned: boolean;
  pinnedCheckpoint: number | null;
};

const sessionSpec = fc.record({
  parent: fc.option(fc.nat(5), { nil: null }),
  fromCheckpoint: fc.option(fc.nat(3), { nil: null }),
  messages: fc.integer({ min: 0, max: 2 }),
  checkpoints: fc.integer({ min: 0, max: 4 }),
  finished: fc.boolean(),
  pinned: fc.boolean(),
  pinnedCheckpoint: fc.option(fc.nat(3), { nil: null }),
});

const policySpec = fc
  .record({
    keepLastCheckpoints: fc.option(fc.integer({ min: 1, max: 3 }), { nil: null }),
    keepCheckpointDays: fc.option(fc.constant(1), { nil: null }),
    deleteTerminalAfterDays: fc.option(fc.constant(1), { nil: null }),
  })
  .filter((p) => p.keepLastCheckpoints !== null || p.keepCheckpointDays !== null || p.deleteTerminalAfterDays !== null);

type Built = { id: string; checkpoints: string[]; pinnedCheckpoint: string | null; spec: SessionSpec };

async function build(owner: Awaited<ReturnType<typeof app.owner>>, specs: SessionSpec[]): Promise<Built[]> {
  const workspaceId = await workspaceFor(owner);
  const built: Built[] = [];
  for (const [index, spec] of specs.entries()) {
    let id: string;
    const source = spec.parent === null || index === 0 ? null : built[spec.parent % index]!;
    if (source) {
      const from = spec.fromCheckpoint !== null && source.checkpoints.length ? source.checkpoints[spec.fromCheckpoint % source.checkpoints.length] : null;
      const made = forked(
        await fork(owner, from ? { sessionId: source.id, fromCheckpointId: from } : { sessionId: source.id, fromTime: new Date().toISOString() }),
      );
      id = made.session.id;
    } else {
      id = narrow((await owner.gql(CreateSession, { input: { workspaceId, objective: `s${index}` } })).createSession, 'CreateSessionPayload').session.id;
    }
    const shape = narrow((await owner.gql(Shape, { id })).session, 'Session');
    const conversationId = shape.conversations!.nodes[0]!.id;
    await owner.gql(ChangeSession.start, { input: { sessionId: id } }); // a fork may be PAUSED: refused then, which is fine
    for (let m = 0; m < spec.messages; m++) await say(owner, conversationId, `s${index} m${m}`);
    const checkpoints: string[] = [];
    for (let c = 0; c < spec.checkpoints; c++) {
      const made = (await owner.gql(StateCheckpoint, { input: { sessionId: id, label: `s${index} c${c}`, includeCode: false } })).createCheckpoint;
      checkpoints.push(narrow(made, 'CreateCheckpointPayload').checkpoint.id);
    }
    const pinnedCheckpoint = spec.pinnedCheckpoint !== null && checkpoints.length ? checkpoints[spec.pinnedCheckpoint % checkpoints.length]! : null;
    if (pinnedCheckpoint) await owner.gql(Pin.checkpoint, { input: { checkpointId: pinnedCheckpoint } });
    if (spec.pinned) await owner.gql(Pin.session, { input: { sessionId: id } });
    if (spec.finished) await owner.gql(ChangeSession.cancel, { input: { sessionId: id } });
    built.push({ id, checkpoints, pinnedCheckpoint, spec });
  }
  return built;
}

/** What a reader sees of a session: state, parent, fork point, pin, and each conversation's visible messages. */
async function observe(owner: Awaited<ReturnType<typeof app.owner>>, id: string) {
  const shape = (await owner.gql(Shape, { id })).session;
  if (shape.__typename !== 'Session') return null;
  const conversations = await Promise.all(shape.conversations!.nodes.map(async (c) => visible(owner, c.id)));
  return {
    state: shape.state,
    parent: shape.parent?.id ?? null,
    pinned: shape.pinned,
    forkPoint: shape.lineage.forkPoint?.checkpoint?.id ?? null,
    conversations,
  };
}

describe('retention over a random forest of forks and checkpoints', () => {
  it('keeps every promise', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(sessionSpec, { minLength: 2, maxLength: 5 }), policySpec, async (specs, rules) => {
        const owner = await app.owner('forest');
        const built = await build(owner, specs);
        const before = new Map(await Promise.all(built.map(async (b) => [b.id, (await observe(owner, b.id))!] as const)));
        const checkpointsBefore = new Map(await Promise.all(built.map(async (b) => [b.id, await checkpointsLeft(app, b.id)] as const)));
        narrow((await owner.gql(SetPolicy, { input: { ...rules, warnHours: 1 } })).setRetentionPolicy, 'SetRetentionPolicyPayload');

        // Time passes (more than a day: every rule falls due); the first run may only warn.
        await age(app, owner.ownerId, 48);
        const first = await ran(owner);
        expect(first).toMatchObject({ purgedSessions: 0, purgedCheckpoints: 0 });
        for (let round = 0; round < 3; round++) {
          await age(app, owner.ownerId, 2);
          await ran(owner);
        }

        for (const b of built) {
          const now = await observe(owner, b.id);
          const then = before.get(b.id)!;
          const left = await checkpointsLeft(app, b.id);
          if (now === null) {
            // Deleted: the policy's to take (finished, unpinned), and warned about before it went.
            expect(b.spec.finished && !b.spec.pinned && rules.deleteTerminalAfterDays !== null, `${b.id} deleted`).toBe(true);
            const { rows } = await sql<{ warned: Date | null; requested: Date }>`
              select s.retention_warned_at as warned, d.requested_at as requested from sessions s join deletions d on d.id = s.deletion_id
              where s.id = ${dbId(b.id)} and d.kind = 'RETENTION'`.execute(app.db);
            expect(rows[0]!.warned!.getTime()).toBeLessThan(rows[0]!.requested.getTime());
            continue;
          }
          // Left: reads as before, to the message; its newest checkpoint, pins and fork point kept.
          expect(now, b.id).toEqual(then);
          const had = checkpointsBefore.get(b.id)!;
          if (had.length) expect(left).toContain(had.at(-1));
          if (b.pinnedCheckpoint) expect(left).toContain(b.pinnedCheckpoint);
          if (b.spec.pinned) expect(left).toEqual(had);
          if (then.forkPoint) expect(now.forkPoint).toBe(then.forkPoint);
          // What went was warned about first, in the session's own log.
          const gone = had.filter((id) => !left.includes(id));
          if (gone.length) {
            const { rows } = await sql<{ ids: string[] }>`
              select data -> 'checkpointIds' as ids from session_events where session_id = ${dbId(b.id)} and type = 'retention.warning'`.execute(app.db);
            const warned = new Set(rows.flatMap((row) => row.ids));
            for (const id of gone) expect(warned.has(dbId(id)), `${id} warned`).toBe(true);
          }
          // And every session left that is not finished still resumes.
          if (!['COMPLETED', 'FAILED', 'CANCELLED'].includes(now.state)) {
            const resumed = (await owner.gql(ResumePreview, { input: { sessionId: b.id, holder: 'property', dryRun: true } })).resumeSession;
            expect(resumed.__typename, JSON.stringify(resumed)).toBe('ResumeSessionPayload');
          }
        }
      }),
      { numRuns: 12 },
    );
  });
});
