// HAND_OVER: before sessions are deleted, the live forks that build on them are given what they inherit (copies of
// the messages their conversations read from the deleted rows: handover.queries.ts) and cut loose (their lineage links
// into the deleted sessions cleared). Each fork's log says so: `session.source-deleted`.
import { newId } from '../db/ids.ts';
import type { Session } from '../db/tables/sessions.ts';
import type { Work } from '../events/unit-of-work.ts';
import { findConversationIdsOf, type InheritingConversation } from './dependents.queries.ts';
import { addStoredBytes, copyMessagesInto, detachForks, findMessagesInRuns, setInherits } from './handover.queries.ts';

/** Messages copied per statement. */
const COPY_BATCH = 5_000;

/**
 * Gives `forks` (locked) what their `conversations` inherit of `sources` (the sessions deleted, locked: their parents
 * are read), then cuts their links into `sources`.
 */
export async function handOver(
  work: Work,
  deletionId: string,
  given: { sources: readonly Session[]; conversations: readonly InheritingConversation[]; forks: readonly Session[] },
): Promise<void> {
  const sourceIds = given.sources.map((source) => source.id);
  const sourceConversations = new Set(await findConversationIdsOf(work.trx, sourceIds));
  const copied = new Map<string, number>();
  for (const conversation of given.conversations) {
    const into = { sessionId: conversation.session_id, conversationId: conversation.id };
    let bytes = 0;
    for (const part of conversation.inherits.filter((p) => sourceConversations.has(p.conversationId))) {
      const messages = await findMessagesInRuns(work.trx, part);
      for (let at = 0; at < messages.length; at += COPY_BATCH) {
        const batch = messages.slice(at, at + COPY_BATCH);
        bytes += await copyMessagesInto(
          work.trx,
          into,
          batch.map((m) => m.id),
          batch.map(() => newId()),
        );
      }
      copied.set(into.sessionId, (copied.get(into.sessionId) ?? 0) + messages.length);
    }
    await setInherits(
      work.trx,
      conversation.id,
      conversation.inherits.filter((p) => !sourceConversations.has(p.conversationId)),
    );
    await addStoredBytes(work.trx, into.sessionId, bytes);
  }
  const parentOf = new Map(given.sources.map((source) => [source.id, source.parent_session_id]));
  const liveAncestor = (id: string | null): string | null => (id !== null && parentOf.has(id) ? liveAncestor(parentOf.get(id)!) : id);
  await detachForks(
    work.trx,
    given.forks.map((fork) => ({ id: fork.id, parentId: liveAncestor(fork.parent_session_id) })),
    sourceIds,
  );
  for (const fork of given.forks) {
    work.emit({
      sessionId: fork.id,
      workspaceId: fork.workspace_id,
      type: 'session.source-deleted',
      data: { deletionId, messagesCopied: copied.get(fork.id) ?? 0 },
    });
  }
}
