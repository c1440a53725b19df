// The pieces of a session that several commands show: its state (coloured by what it asks of you), its progress, its
// last activity. Every text from the server goes through `printable` before it is styled.
import type { SessionRowFragment } from '../../client/gql/operations.ts';
import { printable } from '../terminal/output.ts';
import { out } from '../terminal/style.ts';
import { clip } from '../terminal/table.ts';
import { relativeTime } from '../terminal/time.ts';
import { CommandFailure } from './failure.ts';

/** A server's text for the terminal: made printable, cut to `max` characters when given. */
export function shown(text: string | null | undefined, max?: number): string {
  const safe = printable(text ?? '');
  return max ? clip(safe, max) : safe;
}

/** The state, and "interrupted" for a RUNNING session no runner holds any more. */
export function stateOf(session: Pick<SessionRowFragment, 'state' | 'resumable'>): string {
  const { state } = session;
  if (state === 'RUNNING' && session.resumable) return out.yellow('RUNNING, interrupted');
  if (state === 'FAILED') return out.red(state);
  if (state === 'RUNNING' || state === 'COMPLETED') return out.green(state);
  if (state === 'PAUSED' || state === 'AWAITING_APPROVAL') return out.yellow(state);
  return state;
}

/** "2/5 tasks", or "no plan" before a session has tasks. */
export function progressOf(session: Pick<SessionRowFragment, 'progress'>): string {
  const { tasks, steps, percentComplete } = session.progress;
  if (tasks.total === 0) return 'no plan';
  return `${tasks.completed}/${tasks.total} tasks, ${steps.completed}/${steps.total} steps (${Math.round(percentComplete)}%)`;
}

/** When the session last moved, and what moved: "3 minutes ago: step.completed "Write src/limits.ts"". */
export function lastActivityOf(session: Pick<SessionRowFragment, 'lastActivity' | 'updatedAt'>, { detail = true } = {}): string {
  const activity = session.lastActivity;
  const when = relativeTime(activity?.at ?? session.updatedAt);
  if (!detail || !activity?.eventType) return when;
  const about = activity.step ? ` "${shown(activity.step.title, 60)}"` : activity.task ? ` (task ${shown(activity.task.key)})` : '';
  return `${when}: ${shown(activity.eventType)}${about}`;
}

/** "3 items" / "1 item" ("2 entries": give the plural when it is not the noun and an s). */
export function plural(count: number, noun: string, nouns = `${noun}s`): string {
  return `${count.toLocaleString('en')} ${count === 1 ? noun : nouns}`;
}

/** The object `node(id:)` answered, of the type asked for; nothing (or another type) is a NOT_FOUND naming the id. */
export function nodeOf<N extends { __typename?: string } | null | undefined, T extends string>(
  node: N,
  typename: T,
  id: string,
): Extract<NonNullable<N>, { __typename?: T }> {
  if (node?.__typename !== typename)
    throw new CommandFailure('NOT_FOUND', `No ${typename.toLowerCase()} of yours has the id ${id}: check it (ids are printed by the commands that list them).`);
  return node as Extract<NonNullable<N>, { __typename?: T }>;
}
