// Rewinds (migrations/0006_rewinds.sql): what was asked, what changed, its undo point, its undo.
import type { Generated, Selectable } from 'kysely';
import type { JsonOf, NullableTimestamp } from './column-types.ts';

export type RewindKind = 'CODE' | 'CONVERSATION' | 'COMPACT';

export type PreserveMode = 'DISCARD' | 'BRANCH' | 'STASH';

/** Where a rewind's BRANCH or STASH preserve mode left the state it rewound from. */
export type PreservedAs = { kind: 'BRANCH' | 'STASH'; reference: string };

export type RewoundFile = { path: string; action: string; additions: number; deletions: number };

/** What a rewind changed: stored in rewinds.changes (rows written before a field existed lack it: rewinds/rewind.service.ts changesOf). */
export type RewindChanges = {
  files: RewoundFile[];
  /** The commit the workspace went back to (null: files left as they were). */
  codeCommit: string | null;
  messagesSuperseded: number;
  /** Messages the rewind brought back (set aside by an earlier rewind after the point): set aside again on undo. */
  messagesRestored: BroughtBack[];
  resetTasks: number;
  resetSteps: number;
  /** Whether plan and working state went back to the checkpoint (an undo puts them back to the undo point). */
  planRestored: boolean;
  /** The conversations it cut (an undo sets aside what was written in them since); null: every conversation. */
  cutConversationIds: string[] | null;
  /** A compaction: the summary message it wrote in place of the messages it set aside. */
  summaryMessageId?: string | null;
};

/** A message a rewind brought back (set aside by an earlier rewind): how it was set aside, kept to undo that. */
export type BroughtBack = { id: string; supersededAt: string; byEventId: number | null };

export interface RewindsTable {
  id: string;
  session_id: string;
  kind: RewindKind;
  /** What was asked, as given (ids as database ids). */
  request: JsonOf<Record<string, unknown>>;
  checkpoint_id: string | null;
  undo_checkpoint_id: string;
  preserve: Generated<PreserveMode>;
  preserved_as: JsonOf<PreservedAs> | null;
  changes: JsonOf<Partial<RewindChanges>, 'default'>;
  event_id: number;
  actor: string;
  created_at: Generated<Date>;
  undone_at: NullableTimestamp;
  undone_by: string | null;
  undo_event_id: number | null;
}

export type Rewind = Selectable<RewindsTable>;
