// Inherited messages, pure: which of a source conversation's messages a fork's conversation starts with (runs of seqs,
// frozen at the fork). A fork never copies messages: it names them, and reads them before its own.
import type { Inherited, Run } from '../db/tables/conversations.ts';

/** The seqs from `first` to `last` without the hidden ones, as runs (`hidden` in any order; duplicates allowed). */
export function visibleRuns(first: number, last: number, hidden: readonly number[]): Run[] {
  const runs: Run[] = [];
  let from = first;
  for (const seq of [...new Set(hidden)].sort((a, b) => a - b)) {
    if (seq < from || seq > last) continue;
    if (seq > from) runs.push([from, seq - 1]);
    from = seq + 1;
  }
  if (from <= last) runs.push([from, last]);
  return runs;
}

/** Inherited runs up to and including `upTo` (what a fork of a fork keeps of its source's inheritance). */
export function clipRuns(inherits: readonly Inherited[], upTo: number): Inherited[] {
  return inherits
    .map((part) => ({
      conversationId: part.conversationId,
      ranges: part.ranges.filter(([first]) => first <= upTo).map(([first, last]): Run => [first, Math.min(last, upTo)]),
    }))
    .filter((part) => part.ranges.length > 0);
}

/** How many messages the runs hold. */
export function runsCount(inherits: readonly Inherited[]): number {
  return inherits.reduce((total, part) => total + part.ranges.reduce((sum, [first, last]) => sum + last - first + 1, 0), 0);
}

/** The highest seq the runs hold (0: none). */
export function runsTop(inherits: readonly Inherited[]): number {
  return Math.max(0, ...inherits.flatMap((part) => part.ranges.map(([, last]) => last)));
}
