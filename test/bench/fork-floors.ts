// The floors and the peer a fork is measured beside (issue 26), each one timed call: the row copy of a thread in plain
// SQL (the session row, its supervisor conversation and messages, its phases, tasks and steps under new ids: one
// statement of INSERT … SELECTs, committed), LangGraph's PostgresSaver copy of a thread by rows (its checkpoints, blobs
// and writes under a new thread id: a LangGraph thread has no fork but a copy), and `git worktree add` of a commit.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { PostgresSaver } from '@langchain/langgraph-checkpoint-postgres';
import { type RawBuilder, sql } from 'kysely';
import type { DbHandle } from '../../src/db/client.ts';
import { chatThread } from './langgraph-thread.ts';

const run = promisify(execFile);

/** The columns an INSERT may name (not generated, not identity), in table order. */
async function writableColumns(database: DbHandle, table: string, schema = 'public'): Promise<string[]> {
  const result = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = ${schema} and table_name = ${table} and is_generated = 'NEVER' and is_identity = 'NO'
    order by ordinal_position`.execute(database.db);
  return result.rows.map((row) => row.column_name);
}

/** `insert into <table> (<columns>) select <x.column, or its override> from <table> x <rest>`. */
function copyOf(table: string, columns: readonly string[], overrides: Record<string, RawBuilder<unknown>>, rest: RawBuilder<unknown>) {
  const values = columns.map((column) => overrides[column] ?? sql`x.${sql.ref(column)}`);
  return sql`insert into ${sql.table(table)} (${sql.join(columns.map((column) => sql.ref(column)))}) select ${sql.join(values)} from ${sql.table(table)} x ${rest}`;
}

/**
 * The row-copy floor: a function copying session `sourceId` (its row, the conversation `conversationId` with its
 * messages, its plan rows with new ids and the dependencies between tasks mapped) into a new session, in one statement
 * (writable CTEs: the foreign keys are checked at its end), committed; answers its wall time in ms.
 */
export async function rowCopyOfThread(database: DbHandle, sourceId: string, conversationId: string) {
  const tables = ['sessions', 'conversations', 'messages', 'phases', 'tasks', 'steps'] as const;
  const columns = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await writableColumns(database, table)] as const)));
  return async (): Promise<number> => {
    const session = randomUUID();
    const conversation = randomUUID();
    const statement = sql`
      with pm as (select id as old, gen_random_uuid() as new from phases where session_id = ${sourceId}),
           tm as (select id as old, gen_random_uuid() as new from tasks where session_id = ${sourceId}),
           s as (${copyOf('sessions', columns.sessions!, { id: sql`${session}::uuid`, parent_session_id: sql`x.id` }, sql`where x.id = ${sourceId}`)}),
           c as (${copyOf('conversations', columns.conversations!, { id: sql`${conversation}::uuid`, session_id: sql`${session}::uuid` }, sql`where x.id = ${conversationId}`)}),
           m as (${copyOf(
             'messages',
             columns.messages!,
             { id: sql`gen_random_uuid()`, session_id: sql`${session}::uuid`, conversation_id: sql`${conversation}::uuid` },
             sql`where x.conversation_id = ${conversationId}`,
           )}),
           p as (${copyOf('phases', columns.phases!, { id: sql`pm.new`, session_id: sql`${session}::uuid` }, sql`join pm on pm.old = x.id`)}),
           t as (${copyOf(
             'tasks',
             columns.tasks!,
             {
               id: sql`tm.new`,
               session_id: sql`${session}::uuid`,
               phase_id: sql`pm.new`,
               depends_on: sql`array(select d.new from tm d where d.old = any(x.depends_on))`,
             },
             sql`join tm on tm.old = x.id join pm on pm.old = x.phase_id`,
           )}),
           st as (${copyOf('steps', columns.steps!, { id: sql`gen_random_uuid()`, session_id: sql`${session}::uuid`, task_id: sql`tm.new` }, sql`join tm on tm.old = x.task_id`)})
      select 1`;
    const started = performance.now();
    await statement.execute(database.db);
    return performance.now() - started;
  };
}

export type LangGraphThread = { copy: () => Promise<number>; messages: number; end: () => Promise<void> };

/**
 * A LangGraph thread of `steps` messages written through PostgresSaver's put, as a chat agent's graph writes it
 * (langgraph-thread.ts: every step's checkpoint keeps the whole list), on the bench's PostgreSQL; and its copy by rows
 * into a new thread (checkpoints, blobs, writes; one statement, committed), timed in ms.
 */
export async function langgraphThread(database: DbHandle, steps: number): Promise<LangGraphThread> {
  const saver = PostgresSaver.fromConnString(database.url, { schema: 'langgraph' });
  await saver.setup();
  const threadId = `fork-floor-${randomUUID()}`;
  const thread = chatThread(saver, threadId);
  for (let i = 0; i < steps; i++) await thread.step();
  await thread.pendingWrite();
  const tables = ['checkpoints', 'checkpoint_blobs', 'checkpoint_writes'] as const;
  const columns = Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await writableColumns(database, table, 'langgraph')] as const)));
  const copy = async () => {
    const target = sql`${`copy-${randomUUID()}`}::text`;
    const from = sql`where x.thread_id = ${threadId}`;
    const [a, b, c] = tables.map((table) => copyOf(`langgraph.${table}`, columns[table]!, { thread_id: target }, from));
    const started = performance.now();
    await sql`with a as (${a}), b as (${b}), c as (${c}) select 1`.execute(database.db);
    return performance.now() - started;
  };
  return { copy, messages: thread.steps, end: () => saver.end() };
}

/** `git worktree add -b <branch> <path> <commit>` in `repo`, timed in ms (what a worktree fork does at the least). */
export async function gitWorktreeAdd(repo: string, path: string, branch: string): Promise<number> {
  const started = performance.now();
  await run('git', ['worktree', 'add', '-q', '-b', branch, path, 'HEAD'], { cwd: repo });
  return performance.now() - started;
}
