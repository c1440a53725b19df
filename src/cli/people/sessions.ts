// `savepoint sessions` (your sessions, newest first, as a table) and `savepoint status [id]` (where one session
// stands: state, lease, progress, last activity, checkpoint, approvals waiting, and what to do to recover it). Each is
// one GraphQL request: they answer within the 300 ms budget, process start included (test/bench/cli.ts).
import type { Command } from 'commander';
import type { SavepointClient } from '../../client/client.ts';
import {
  LatestSessionStatusDocument,
  type SessionFilter,
  SessionListDocument,
  type SessionStandingFragment,
  type SessionState,
  SessionStatusDocument,
} from '../../client/gql/operations.ts';
import { RequestError } from '../../client/request-error.ts';
import { narrow } from '../../client/results.ts';
import { type JournalStatus, journalStatus } from '../../runner/journal-status.ts';
import { alignColumns, table } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { peopleCommand, runs } from './command.ts';
import { EXIT } from './exit-codes.ts';
import { choice, collect, count, enumValues } from './values.ts';
import { lastActivityOf, plural, progressOf, shown, stateOf } from './views.ts';

export const SESSION_STATES = enumValues<SessionState>()(['CREATED', 'PLANNING', 'RUNNING', 'AWAITING_APPROVAL', 'PAUSED', 'COMPLETED', 'FAILED', 'CANCELLED']);

type ListOptions = { resumable?: boolean; state?: string[]; workspace?: string; search?: string; limit: string };

export function sessionCommands(program: Command): void {
  const list = peopleCommand(program, {
    name: 'sessions',
    summary: 'list your sessions, newest first: state, progress, last activity, objective',
    examples: ['savepoint sessions --resumable', 'savepoint sessions --state paused,awaiting-approval --json'],
  })
    .option('--resumable', 'only those resume may continue now (not finished, and no runner holds them)')
    .option('--state <states>', 'only these states (comma-separated, or the option again): created, running, paused...', collect)
    .option('--workspace <id>', 'only the sessions of this workspace')
    .option('--search <words>', 'only those whose objective contains these words')
    .option('--limit <n>', 'how many, 1 to 500', '50');
  runs<ListOptions>(list, async (io, _args, options) => {
    const filter: SessionFilter = {
      ...(options.resumable && { resumable: true }),
      ...(options.state && { state: options.state.map((state) => choice(state, SESSION_STATES, '--state')) }),
      ...(options.workspace && { workspaceId: options.workspace }),
      ...(options.search && { search: options.search }),
    };
    const first = count(options.limit, '--limit', 1, 500);
    const { sessions } = await io.client().request(SessionListDocument, { filter, first });
    io.emit({ sessions }, () => {
      if (sessions.nodes.length === 0) return [options.resumable ? 'No interrupted sessions: nothing to resume.' : 'No sessions.'];
      const rows = sessions.nodes.map((session) => [
        session.id,
        stateOf(session),
        progressOf(session),
        lastActivityOf(session, { detail: false }),
        shown(session.objective, 60),
      ]);
      const more = sessions.pageInfo.hasNextPage ? [`${sessions.nodes.length} of ${sessions.totalCount} sessions: --limit shows more.`] : [];
      return [...table(['id', 'state', 'progress', 'last activity', 'objective'], rows), ...more];
    });
  });

  const status = peopleCommand(program, {
    name: 'status [id]',
    summary: 'where a session stands (default: your newest unfinished one), and what to do next',
    examples: ['savepoint status', 'savepoint status U2Vzc2lvbjo...', 'savepoint status U2Vzc2lvbjo... --json | jq -r .session.state'],
  });
  runs(status, async (io, [id]) => {
    // Runners on this machine working offline (the runner kit's degraded mode): their writes wait in journals here.
    const waiting = await journalStatus();
    const degraded = waiting.length ? { pending: waiting.reduce((sum, run) => sum + run.pending, 0), runs: waiting } : null;
    if (degraded) process.exitCode = EXIT.DEGRADED;
    const client = io.client();
    let session: Awaited<ReturnType<typeof standing>>;
    try {
      session = await standing(client, id);
    } catch (error) {
      // The server out of reach is what degraded mode is for: say what waits, not only that it cannot be reached.
      if (!degraded || !(error instanceof RequestError) || error.code !== 'UNREACHABLE') throw error;
      io.emit({ session: null, degraded }, () => [`The server at ${io.url} does not answer.`, ...degradedLines(degraded)]);
      return;
    }
    io.emit({ session, degraded }, () => [
      ...(session ? statusLines(session) : ['No unfinished sessions. savepoint sessions lists them all.']),
      ...(degraded ? degradedLines(degraded) : []),
    ]);
  });
}

/** The session asked for, or the newest unfinished one (null: none). */
async function standing(client: SavepointClient, id: string | undefined) {
  return id
    ? narrow((await client.request(SessionStatusDocument, { id })).session, 'Session')
    : ((await client.request(LatestSessionStatusDocument, {})).sessions.nodes[0] ?? null);
}

/** "degraded: N events pending", and each run whose writes wait to be sent. */
function degradedLines(degraded: { pending: number; runs: readonly JournalStatus[] }): string[] {
  return [
    `degraded: ${plural(degraded.pending, 'event')} pending, sent in order as soon as the server answers (a runner's next write, or its next start):`,
    ...degraded.runs.map(
      (run) => `  ${shown(run.run, 60)} ${run.sessionId ?? '(session not made yet)'}: ${run.pending} since ${run.oldestAt ? relativeTime(run.oldestAt) : '?'}`,
    ),
  ];
}

function statusLines(session: SessionStandingFragment & Parameters<typeof stateOf>[0] & Parameters<typeof progressOf>[0]): string[] {
  const rows: string[][] = [
    ['Session', session.id],
    ['Objective', shown(session.objective)],
    ['State', `${stateOf(session)}${leaseOf(session)}`],
    ['Workspace', `${shown(session.workspace.name)} (${shown(session.workspace.path)})`],
    ['Progress', progressOf(session)],
  ];
  const phases = session.phases?.nodes ?? [];
  if (phases.length) rows.push(['Phases', phases.map((phase) => `${shown(phase.name, 40)} ${phase.state}`).join(', ')]);
  rows.push(['Last activity', lastActivityOf(session)]);
  const checkpoints = session.checkpoints;
  const latest = checkpoints?.nodes[0];
  if (latest) {
    const label = latest.label ? ` "${shown(latest.label, 60)}"` : '';
    rows.push([
      'Checkpoint',
      `#${latest.seq} ${latest.kind}${label}, ${relativeTime(latest.createdAt)} (${plural(checkpoints.totalCount, 'checkpoint')} in all)`,
    ]);
  }
  const approvals = session.approvals;
  if (approvals?.totalCount) {
    rows.push(['Approvals', `${approvals.totalCount} waiting: ${approvals.nodes.map((approval) => `"${shown(approval.title, 60)}"`).join(', ')}`]);
  }
  if (session.failureReason) rows.push(['Failed', shown(session.failureReason)]);
  if (session.lineage.parent) rows.push(['Forked from', `${session.lineage.parent.id} "${shown(session.lineage.parent.objective, 60)}"`]);
  const plan = session.recoveryPlan;
  if (plan) {
    rows.push(['Recovery', `${plan.action}: ${shown(plan.reason)}`]);
    rows.push(['Next', `savepoint resume ${session.id}`]);
  }
  return alignColumns(rows);
}

function leaseOf(session: SessionStandingFragment): string {
  const lease = session.lease;
  if (!lease) return '';
  return lease.live
    ? `, held by ${shown(lease.holder)} (lease ${lease.token}) until ${lease.expiresAt} (${relativeTime(lease.expiresAt)})`
    : `; the lease of ${shown(lease.holder)} expired ${relativeTime(lease.expiresAt)}`;
}
