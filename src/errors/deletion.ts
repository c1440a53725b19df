// The expected failure of a deletion that would break live forks.
import { DomainError, ErrorCode, type ErrorText, idRef, text } from './domain.ts';

/** How many forks a refusal names (it says how many there are in all). */
const NAMED = 10;

/**
 * Live forks build on what a deletion would purge: their conversations inherit its messages (read from its rows, never
 * copied), or they were forked from it (its checkpoints are their fork points). Nothing was deleted.
 */
export class ForksDependError extends DomainError {
  readonly code = ErrorCode.FORKS_DEPEND;
  /** The database ids of the forks, nearest first (at most NAMED). */
  readonly forkIds: readonly string[];
  readonly count: number;
  constructor(what: ErrorText, forkIds: readonly string[]) {
    const named = forkIds.slice(0, NAMED);
    const list = named.flatMap((id, at) => (at === 0 ? [idRef('Session', id)] : [', ', idRef('Session', id)]));
    const more = forkIds.length > NAMED ? ` and ${forkIds.length - NAMED} more` : '';
    super([
      ...what,
      ...text` has ${forkIds.length} live fork(s) that build on it (`,
      ...list,
      `${more}): they were forked from it, and their conversations read the messages they inherit from its rows. Nothing was deleted. `,
      'Ask again with cascade: true to delete the forks too, or with handOver: true to copy what they inherit into them first, so they stand alone.',
    ]);
    this.forkIds = named;
    this.count = forkIds.length;
  }
}
