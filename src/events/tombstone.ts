// A deleted session's last event. Its log keeps it alone (the purge takes the rest), so a cursor handed out before the
// deletion still reads on, to it; a feed delivers it and then ends (realtime/tombstone.ts).
export const TOMBSTONE = 'session.deleted';

/** What a tombstone says: the deletion (its audit) and why this session went. */
export type TombstoneData = {
  deletionId: string;
  /** DELETED: asked for itself; CASCADE: a fork of a session asked for; WORKSPACE: its workspace was deleted; RETENTION: a policy let it go. */
  reason: 'DELETED' | 'CASCADE' | 'WORKSPACE' | 'RETENTION';
};

export function isTombstone(event: { type: string }): boolean {
  return event.type === TOMBSTONE;
}
