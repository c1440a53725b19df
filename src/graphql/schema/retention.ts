// Retention as data: policies (Query.retentionPolicies, setRetentionPolicy, removeRetentionPolicy), pins (pinSession,
// pinCheckpoint, Session.pinned, Checkpoint.pinned), runs (runRetention, Query.retentionRuns). See docs/retention.md.

import { countOwned, listOwnedById } from '../../db/id-page.ts';
import type { RetentionPolicyRow, RetentionRun } from '../../db/tables/retention.ts';
import { findPolicies } from '../../retention/policy.queries.ts';
import { findRunsByIds } from '../../retention/run.queries.ts';
import {
  pinCheckpointAs,
  pinCheckpointAsThrows,
  pinSessionAs,
  pinSessionAsThrows,
  removeRetentionPolicy,
  removeRetentionPolicyThrows,
  setRetentionPolicy,
  setRetentionPolicyThrows,
} from '../../workflows/retention/policies.ts';
import { type RetentionItem, type RetentionReport, runRetention, runRetentionThrows } from '../../workflows/retention/run-retention.ts';
import { builder, counted } from '../builder.ts';
import { cursorConnection } from '../connections.ts';
import { callerOf, ownerOf } from '../context.ts';
import { idPage } from '../cursors.ts';
import { globalIdOf, localId, localIdThrows, optionalLocalId, optionalLocalIdThrows } from '../ids.ts';
import { CheckpointRef } from './checkpoints/checkpoint.ts';
import { DeletionRef } from './deletions.ts';
import { describedEnum } from './enums.ts';
import { resultOf } from './errors/domain.ts';
import { SessionRef } from './sessions.ts';
import { WorkspaceRef } from './workspaces.ts';

const RULES = {
  keepCheckpointDays: 'Checkpoints older than this many days are purged (unless keepLastCheckpoints keeps them); null: age alone purges none.',
  keepLastCheckpoints: "A session's last this many checkpoints are kept, whatever their age; null: no count is kept for itself.",
  deleteTerminalAfterDays: 'Sessions finished (COMPLETED, FAILED, CANCELLED) this many days ago are deleted; null: none are.',
  archiveSessions:
    "True: each session deleteTerminalAfterDays deletes is archived first, its export (code objects included, gzip) written to the server's archive folder as <owner id>/<session id>.ndjson.gz, which importSession restores; one that cannot be archived is not deleted.",
  warnHours: 'How long before anything is purged its `retention.warning` stands in the session log (0 to 8760; default 24).',
};

const RetentionPolicyRef = builder.objectRef<RetentionPolicyRow>('RetentionPolicy').implement({
  description:
    "What a retention run may purge of your sessions: the default (no workspace), or a workspace's, which replaces the default for its sessions. Pinned sessions and checkpoints are never touched, nor anything a live fork needs.",
  fields: (t) => ({
    workspace: t.field({ type: WorkspaceRef, nullable: true, description: 'The workspace it is for; null: your default.', resolve: (p) => p.workspace_id }),
    keepCheckpointDays: t.exposeInt('keep_checkpoint_days', { nullable: true, description: RULES.keepCheckpointDays }),
    keepLastCheckpoints: t.exposeInt('keep_last_checkpoints', { nullable: true, description: RULES.keepLastCheckpoints }),
    deleteTerminalAfterDays: t.exposeInt('delete_terminal_after_days', { nullable: true, description: RULES.deleteTerminalAfterDays }),
    archiveSessions: t.exposeBoolean('archive_sessions', { description: RULES.archiveSessions }),
    warnHours: t.exposeInt('warn_hours', { description: RULES.warnHours }),
    updatedAt: t.expose('updated_at', { type: 'DateTime', description: 'When it was last set.' }),
  }),
});

/** What a run (or its report) says of the sessions it archived before deleting them. */
const ARCHIVES = {
  archivedSessions: "Sessions archived to the server's archive folder before they were deleted.",
  archiveBytes: 'Bytes of those archives (gzip).',
  archiveFailures: 'Sessions left in place because their archive could not be written (the server logs why; a later run tries again).',
};

const RetentionRunRef = builder.objectRef<RetentionRun>('RetentionRun').implement({
  description: 'The audit of one retention run that warned or purged (yours, asked for, or the server on its schedule).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Its id (a cursor of retentionRuns).' }),
    actor: t.exposeString('actor', { description: 'Who ran it: the name of the API token, or "retention" for the server on its schedule.' }),
    startedAt: t.expose('started_at', { type: 'DateTime', description: 'When it began.' }),
    finishedAt: t.expose('finished_at', { type: 'DateTime', nullable: true, description: 'When it ended; null while it runs (or if its server stopped).' }),
    warnedSessions: t.exposeInt('warned_sessions', { description: 'Sessions it warned will be deleted.' }),
    warnedCheckpoints: t.exposeInt('warned_checkpoints', { description: 'Checkpoints it warned will be purged.' }),
    purgedSessions: t.exposeInt('purged_sessions', { description: 'Sessions it deleted (see `deletions` of kind RETENTION).' }),
    purgedCheckpoints: t.exposeInt('purged_checkpoints', { description: 'Checkpoints it purged.' }),
    rowBytes: t.exposeFloat('row_bytes', { description: 'Bytes of the rows it purged, as stored.' }),
    objects: t.exposeInt('objects', { description: 'Code objects it reclaimed (no checkpoint reaches them any more).' }),
    objectBytes: t.exposeFloat('object_bytes', { description: 'Bytes of those objects, as stored.' }),
    bytesFreed: t.float({ description: 'rowBytes + objectBytes.', resolve: (run) => run.row_bytes + run.object_bytes }),
    archivedSessions: t.exposeInt('archived_sessions', { description: ARCHIVES.archivedSessions }),
    archiveBytes: t.exposeFloat('archive_bytes', { description: ARCHIVES.archiveBytes }),
    archiveFailures: t.exposeInt('archive_failures', { description: ARCHIVES.archiveFailures }),
  }),
});

const VerdictEnum = describedEnum('RetentionVerdict', 'What a run does with something a policy lets go of.', ['WARN', 'PURGE'], {
  WARN: 'Warned about now (a `retention.warning` in its session log); purged by a run after `purgeAfter`.',
  PURGE: 'Purged now: it is due, and its warning has stood long enough.',
});

const RetentionItemRef = builder.objectRef<RetentionItem>('RetentionItem').implement({
  description: 'A session or a checkpoint a run warned about or purged (a dry run: would).',
  fields: (t) => ({
    verdict: t.field({ type: VerdictEnum, description: 'Warned or purged.', resolve: (item) => item.verdict }),
    sessionId: t.id({
      description: 'The session (its global id: a session purged is not found any more).',
      resolve: (item) => globalIdOf({ type: 'Session', id: item.sessionId }),
    }),
    checkpointId: t.id({
      nullable: true,
      description: 'The checkpoint; null when the session itself goes.',
      resolve: (item) => (item.checkpointId ? globalIdOf({ type: 'Checkpoint', id: item.checkpointId }) : null),
    }),
    dueAt: t.expose('dueAt', { type: 'DateTime', description: 'When its policy let go of it.' }),
    purgeAfter: t.expose('purgeAfter', { type: 'DateTime', description: 'The earliest a run purges it.' }),
  }),
});

const RetentionReportRef = builder.objectRef<RetentionReport>('RetentionReport').implement({
  description: 'What a retention run did (a dry run: would do, changing nothing), and what it freed.',
  fields: (t) => ({
    dryRun: t.exposeBoolean('dryRun', { description: 'True: nothing was written; the figures say what a run would do now.' }),
    run: t.field({
      type: RetentionRunRef,
      nullable: true,
      description: 'The audit of this run; null for a dry run.',
      resolve: async (report, _, ctx) => (report.runId ? ((await findRunsByIds(ctx.db, ownerOf(ctx), [report.runId]))[0] ?? null) : null),
    }),
    warnedSessions: t.exposeInt('warned_sessions', { description: 'Sessions warned that they will be deleted.' }),
    warnedCheckpoints: t.exposeInt('warned_checkpoints', { description: 'Checkpoints warned that they will be purged.' }),
    purgedSessions: t.exposeInt('purged_sessions', { description: 'Sessions deleted.' }),
    purgedCheckpoints: t.exposeInt('purged_checkpoints', { description: 'Checkpoints purged.' }),
    deletions: t.field({ type: [DeletionRef], description: 'The audited deletions that took the sessions.', resolve: (report) => report.deletionIds }),
    rowBytes: t.exposeFloat('row_bytes', { description: 'Bytes of the rows purged, as stored (a dry run: an estimate).' }),
    objects: t.exposeInt('objects', { description: 'Code objects reclaimed (a dry run: 0, they are counted as they go).' }),
    objectBytes: t.exposeFloat('object_bytes', { description: 'Bytes of those objects, as stored.' }),
    bytesFreed: t.float({ description: 'rowBytes + objectBytes.', resolve: (report) => report.row_bytes + report.object_bytes }),
    archivedSessions: t.exposeInt('archived_sessions', { description: ARCHIVES.archivedSessions }),
    archiveBytes: t.exposeFloat('archive_bytes', { description: ARCHIVES.archiveBytes }),
    archiveFailures: t.exposeInt('archive_failures', { description: ARCHIVES.archiveFailures }),
    items: t.field({
      type: [RetentionItemRef],
      description: 'What it warned about and purged, in the order they fell due (the first 500).',
      resolve: (report) => report.items,
    }),
    complete: t.exposeBoolean('complete', { description: 'False when it stopped at its bounds: the next run goes on.' }),
  }),
});

builder.queryFields((t) => ({
  retentionPolicies: t.field({
    type: [RetentionPolicyRef],
    description: 'Your retention policies: your default first (if set), then those of your workspaces.',
    resolve: (_, __, ctx) => findPolicies(ctx.db, ownerOf(ctx)),
  }),
  retentionRuns: t.connection({
    type: RetentionRunRef,
    description: 'The retention runs that warned or purged your sessions, newest first.',
    resolve: (_, args, ctx) =>
      counted(
        cursorConnection(
          args,
          (run: RetentionRun) => run.id,
          (page) => listOwnedById(ctx.db, 'retention_runs', ownerOf(ctx), idPage(page)),
        ),
        () => countOwned(ctx.db, 'retention_runs', ownerOf(ctx)),
      ),
  }),
}));

builder.objectFields(SessionRef, (t) => ({
  pinned: t.exposeBoolean('pinned', { description: 'No retention policy touches it, nor any of its checkpoints (pinSession).' }),
}));

builder.objectFields(CheckpointRef, (t) => ({
  pinned: t.exposeBoolean('pinned', { description: 'No retention policy purges it (pinCheckpoint).' }),
}));

const RetentionPolicyInput = builder.inputType('RetentionPolicyInput', {
  description: "A retention policy: your default (no workspaceId), or a workspace's. A rule left out is off.",
  fields: (t) => ({
    workspaceId: t.id({ description: 'The workspace it is for; absent: your default, for workspaces without one of their own.' }),
    keepCheckpointDays: t.int({ description: RULES.keepCheckpointDays }),
    keepLastCheckpoints: t.int({ description: RULES.keepLastCheckpoints }),
    deleteTerminalAfterDays: t.int({ description: RULES.deleteTerminalAfterDays }),
    archiveSessions: t.boolean({ description: `${RULES.archiveSessions} Default false.` }),
    warnHours: t.int({ description: RULES.warnHours }),
  }),
});

const RemoveRetentionPolicyInput = builder.inputType('RemoveRetentionPolicyInput', {
  description: "The policy to remove: your default (no workspaceId), or a workspace's.",
  fields: (t) => ({ workspaceId: t.id({ description: 'The workspace whose policy to remove (its sessions then follow your default).' }) }),
});

const PinSessionInput = builder.inputType('PinSessionInput', {
  description: 'A session to pin (or unpin).',
  fields: (t) => ({
    sessionId: t.id({ required: true, description: 'The session.' }),
    pinned: t.boolean({ defaultValue: true, description: 'True pins it (no policy touches it or its checkpoints); false unpins it.' }),
  }),
});

const PinCheckpointInput = builder.inputType('PinCheckpointInput', {
  description: 'A checkpoint to pin (or unpin).',
  fields: (t) => ({
    checkpointId: t.id({ required: true, description: 'The checkpoint.' }),
    pinned: t.boolean({ defaultValue: true, description: 'True pins it (no policy purges it); false unpins it.' }),
  }),
});

const RunRetentionInput = builder.inputType('RunRetentionInput', {
  description: 'A retention run of your sessions, now.',
  fields: (t) => ({
    dryRun: t.boolean({ required: true, description: 'True: say what a run would warn about and purge, and change nothing.' }),
  }),
});

const SetRetentionPolicyPayload = builder.objectRef<RetentionPolicyRow>('SetRetentionPolicyPayload').implement({
  description: 'The policy as it now stands.',
  fields: (t) => ({ policy: t.field({ type: RetentionPolicyRef, description: 'The policy.', resolve: (policy) => policy }) }),
});

const RemoveRetentionPolicyPayload = builder.objectRef<{ removed: boolean }>('RemoveRetentionPolicyPayload').implement({
  description: 'Whether there was a policy to remove.',
  fields: (t) => ({ removed: t.exposeBoolean('removed', { description: 'False when none was set.' }) }),
});

const PinSessionPayload = builder.objectRef<{ sessionId: string }>('PinSessionPayload').implement({
  description: 'The session, pinned or not.',
  fields: (t) => ({ session: t.field({ type: SessionRef, description: 'The session.', resolve: (p) => p.sessionId }) }),
});

const PinCheckpointPayload = builder.objectRef<{ checkpointId: string }>('PinCheckpointPayload').implement({
  description: 'The checkpoint, pinned or not.',
  fields: (t) => ({ checkpoint: t.field({ type: CheckpointRef, description: 'The checkpoint.', resolve: (p) => p.checkpointId }) }),
});

builder.mutationFields((t) => ({
  setRetentionPolicy: t.field({
    type: SetRetentionPolicyPayload,
    description:
      "Sets your default retention policy, or a workspace's (replacing what was set). Runs apply it on the server's schedule, or now with runRetention.",
    args: { input: t.arg({ type: RetentionPolicyInput, required: true, description: 'The policy.' }) },
    errors: resultOf('SetRetentionPolicyResult', setRetentionPolicyThrows, optionalLocalIdThrows),
    resolve: (_, { input }, ctx) =>
      setRetentionPolicy(callerOf(ctx), { ...input, workspaceId: optionalLocalId('Workspace', input.workspaceId, 'workspaceId') }),
  }),
  removeRetentionPolicy: t.field({
    type: RemoveRetentionPolicyPayload,
    description: "Removes your default retention policy, or a workspace's.",
    args: { input: t.arg({ type: RemoveRetentionPolicyInput, required: true, description: 'Which policy.' }) },
    errors: resultOf('RemoveRetentionPolicyResult', removeRetentionPolicyThrows, optionalLocalIdThrows),
    resolve: async (_, { input }, ctx) => ({
      removed: await removeRetentionPolicy(callerOf(ctx), { workspaceId: optionalLocalId('Workspace', input.workspaceId, 'workspaceId') }),
    }),
  }),
  pinSession: t.field({
    type: PinSessionPayload,
    description: 'Pins a session: no retention policy touches it or its checkpoints (a `retention.pinned` event records it). Deleting it is still yours to do.',
    args: { input: t.arg({ type: PinSessionInput, required: true, description: 'The session.' }) },
    errors: resultOf('PinSessionResult', pinSessionAsThrows, localIdThrows),
    resolve: async (_, { input }, ctx) => ({
      sessionId: await pinSessionAs(callerOf(ctx), { sessionId: localId('Session', input.sessionId, 'sessionId'), pinned: input.pinned ?? true }),
    }),
  }),
  pinCheckpoint: t.field({
    type: PinCheckpointPayload,
    description: 'Pins a checkpoint: no retention policy purges it (a `retention.pinned` event records it).',
    args: { input: t.arg({ type: PinCheckpointInput, required: true, description: 'The checkpoint.' }) },
    errors: resultOf('PinCheckpointResult', pinCheckpointAsThrows, localIdThrows),
    resolve: async (_, { input }, ctx) => ({
      checkpointId: await pinCheckpointAs(callerOf(ctx), {
        checkpointId: localId('Checkpoint', input.checkpointId, 'checkpointId'),
        pinned: input.pinned ?? true,
      }),
    }),
  }),
  runRetention: t.field({
    type: RetentionReportRef,
    description:
      'Applies your retention policies now (the server also does, on its schedule): warns about what falls due within its warning time, purges what is due and was warned long enough ago, reclaims the code objects no checkpoint reaches any more. `dryRun: true` only reports.',
    args: { input: t.arg({ type: RunRetentionInput, required: true, description: 'Whether to change anything.' }) },
    errors: resultOf('RunRetentionResult', runRetentionThrows),
    resolve: (_, { input }, ctx) => runRetention(callerOf(ctx), { dryRun: input.dryRun }),
  }),
}));
