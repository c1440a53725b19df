// Resolving what a rewind is asked to do against the session's history (target.types.ts), without writing anything:
// the restore point (restore-point.model.ts), the checkpoint whose plan state applies and the code snapshot the
// workspace goes back to. The mutations, their dry runs and the preview all start here.
import type { Caller } from '../../caller.ts';
import { workspaceOf } from '../../capture/checkpoint-code.ts';
import { verifiedCheckpoint } from '../../checkpoints/checkpoint.integrity.ts';
import { readStateSnapshot } from '../../checkpoints/checkpoint.model.ts';
import { type CheckpointHead, findCheckpointsByIds, findFullCheckpoint } from '../../checkpoints/checkpoint.queries.ts';
import { findConversationsByIds, findMessagesByIds } from '../../conversations/conversation.queries.ts';
import type { Checkpoint } from '../../db/tables/checkpoints.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { CheckpointNotFoundError, CheckpointTamperedError, CheckpointVersionUnsupportedError } from '../../errors/checkpoint.ts';
import { idRef, NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { loadHistory } from '../../restore/restore.service.ts';
import { cutsAt, type HistoryCheckpoint, type HistoryPoint, resolveRestorePoint } from '../../restore/restore-point.model.ts';
import { findCutsAt, findLastMessageAt, findSupervisorConversation, findVisibleMessagesBack } from '../../rewinds/rewind.queries.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import type { ResolvedRewind, RewindRequest } from './target.types.ts';

/**
 * Resolves a rewind against the session's history. `locked`: the session as the caller's transaction locked it (read
 * once, not again here).
 */
export async function resolveRewind(caller: Caller, request: RewindRequest, locked?: Promise<Session>): Promise<ResolvedRewind> {
  // Reads at once (on two of the pool's connections, or together on the transaction's). A conversation rewind that
  // leaves plan and code alone reads none of the history (it costs what it cuts, however many checkpoints and rewinds
  // the session has had), nor the workspace.
  const readsHistory = request.kind === 'CODE' || Boolean(request.rewindCode);
  const sessionRead = locked ?? sessionOf(caller, request.sessionId);
  const historyRead = readsHistory ? loadHistory(caller.db, request.sessionId) : null;
  // The point of a conversation rewind is read with them (by the request's ids). Its answer is taken once the session
  // is known to be the caller's: another owner's session answers not found, whatever its conversations hold.
  const asked = request.kind === 'CONVERSATION' ? historyPoint(caller, request.sessionId, request) : null;
  asked?.catch(() => {}); // awaited below, after the session
  const [session, history] = await Promise.all([sessionRead, historyRead]);
  if (request.kind === 'CODE') {
    const [workspace, target] = await Promise.all([workspaceOf(caller, session), codeTarget(caller, session, request, history!.checkpoints)]);
    const self = history!.checkpoints.find((c) => c.id === target.id)!;
    const point = resolveRestorePoint({ kind: 'CHECKPOINT', checkpoint: self }, history!);
    // A code rewind leaves the conversations as they are: only files and plan state go back.
    const code = point.code?.id === target.id ? target : await headOf(caller, point.code?.id);
    return { request, session, workspace, point: { ...point, cuts: [], uncut: 'KEEP' }, checkpoint: target, code };
  }
  if (!history) return { request, session, workspace: null, point: { checkpoint: null, code: null, ...cutsAt(await asked!) }, checkpoint: null, code: null };
  const [workspace, point] = await Promise.all([workspaceOf(caller, session), asked!.then((at) => resolveRestorePoint(at, history))]);
  if (!point.code || !point.checkpoint) {
    throw new ValidationError(
      'rewindCode',
      'there is no code checkpoint at or before that point, so the code cannot go back with the conversation; rewind the conversation alone (rewindCode: false).',
    );
  }
  const checkpoint = (await findFullCheckpoint(caller.db, caller.viewer.ownerId, point.checkpoint.id))!;
  verifySigned(caller, checkpoint);
  const code = point.code.id === checkpoint.id ? checkpoint : await headOf(caller, point.code.id);
  if (code && code.id !== checkpoint.id && !(await caller.settings.signing.isIntact(caller.db, code))) throw new CheckpointTamperedError(code.id);
  return { request, session, workspace, point, checkpoint, code };
}
export const resolveRewindThrows = throws(CheckpointNotFoundError, CheckpointTamperedError, CheckpointVersionUnsupportedError, NotFoundError, ValidationError);

async function sessionOf(caller: Caller, sessionId: string): Promise<Session> {
  const [session] = await findSessionsByIds(caller.db, caller.viewer.ownerId, [sessionId]);
  if (!session) throw new NotFoundError('Session', sessionId);
  return session;
}

/** The checkpoint whose plan state the rewind puts back: signed, and in a format this server reads (before any file). */
function verifySigned(caller: Caller, checkpoint: Checkpoint): void {
  verifiedCheckpoint(caller.settings.signing, checkpoint);
  readStateSnapshot(checkpoint);
}

async function headOf(caller: Caller, id: string | undefined): Promise<CheckpointHead | null> {
  if (!id) return null;
  const [head] = await findCheckpointsByIds(caller.db, caller.viewer.ownerId, [id]);
  return head ?? null;
}

/** CODE: the checkpoint asked for (by id, or by the git commit of one of the session's checkpoints), verified. */
async function codeTarget(
  caller: Caller,
  session: Session,
  request: RewindRequest,
  checkpoints: readonly HistoryCheckpoint[],
): Promise<CheckpointHead & Checkpoint> {
  const { checkpointId, gitCommit } = request;
  if (Boolean(checkpointId) === Boolean(gitCommit)) throw new ValidationError('checkpointId', 'give exactly one of checkpointId and gitCommit.');
  let id = checkpointId ?? null;
  if (gitCommit) {
    if (!/^[0-9a-f]{7,40}$/i.test(gitCommit)) throw new ValidationError('gitCommit', 'give a commit hash of 7 to 40 hexadecimal digits.');
    // The snapshot's id: its agent's tree (codeTree), or the commit of a snapshot an older server took itself.
    const snapshotOf = (c: HistoryCheckpoint) => c.codeTree ?? c.gitCommit;
    const matches = checkpoints.filter((c) => snapshotOf(c)?.startsWith(gitCommit.toLowerCase()));
    const commits = new Set(matches.map(snapshotOf));
    if (commits.size > 1) throw new ValidationError('gitCommit', 'this prefix matches several checkpoints; give more digits.');
    // Several checkpoints may share one snapshot (nothing changed between them): the newest of them is meant.
    id = matches.at(-1)?.id ?? null;
    if (!id) throw new ValidationError('gitCommit', `no checkpoint of this session has the snapshot ${gitCommit}; pick one from its checkpoints (codeTree).`);
  }
  const checkpoint = await findFullCheckpoint(caller.db, caller.viewer.ownerId, id!);
  if (checkpoint?.session_id !== session.id) throw new CheckpointNotFoundError(id!, idRef('Session', session.id));
  verifySigned(caller, checkpoint);
  return checkpoint;
}

/** CONVERSATION: exactly one of toMessageId, toTime and byMessageCount, as a point of the session's history. */
async function historyPoint(caller: Caller, sessionId: string, request: RewindRequest): Promise<HistoryPoint> {
  const given = [request.toMessageId != null, request.toTime != null, request.byMessageCount != null].filter(Boolean).length;
  if (given !== 1) throw new ValidationError('toMessageId', 'give exactly one of toMessageId, toTime and byMessageCount.');
  if (request.byMessageCount != null) return messagesBack(caller, sessionId, request.conversationId ?? null, request.byMessageCount);
  const conversationId = await conversationOf(caller, sessionId, request.conversationId ?? null);
  if (request.toMessageId) {
    const [message] = await findMessagesByIds(caller.db, caller.viewer.ownerId, [request.toMessageId]);
    if (!message || message.session_id !== sessionId || (request.conversationId && message.conversation_id !== conversationId)) {
      throw new ValidationError(
        'toMessageId',
        'not a message of this conversation; pick one from its messages (a fork goes back at most to its fork point: to go further, fork its source from there).',
      );
    }
    if (message.superseded_at) {
      throw new ValidationError('toMessageId', 'this message is set aside (superseded); pick a visible one, or undo the rewind that set it aside.');
    }
    return { kind: 'MESSAGE', conversationId: message.conversation_id, seq: message.seq, createdAt: message.created_at };
  }
  const at = request.toTime!;
  if (at.getTime() > Date.now()) throw new ValidationError('toTime', "is in the future; give a moment of the session's past.");
  if (!request.conversationId) return { kind: 'TIME', at, cuts: await findCutsAt(caller.db, sessionId, at) };
  const last = await findLastMessageAt(caller.db, conversationId, at);
  return { kind: 'MESSAGE', conversationId, seq: last?.seq ?? 0, createdAt: at };
}

/**
 * byMessageCount: the cut that sets aside the newest `count` visible messages of the conversation. A conversation
 * named is read together with its messages (restricted to the session, whose owner is checked meanwhile: nothing read
 * for another owner's session goes further), so the check costs no round trip of its own.
 */
async function messagesBack(caller: Caller, sessionId: string, asked: string | null, count: number): Promise<HistoryPoint> {
  if (!Number.isInteger(count) || count < 1) throw new ValidationError('byMessageCount', 'give a whole number of messages, 1 or more.');
  const conversation = conversationOf(caller, sessionId, asked);
  const [conversationId, [oldestGoing, kept]] = await Promise.all([
    conversation,
    asked ? findVisibleMessagesBack(caller.db, sessionId, asked, count) : conversation.then((id) => findVisibleMessagesBack(caller.db, sessionId, id, count)),
  ]);
  if (kept) return { kind: 'MESSAGE', conversationId, seq: kept.seq, createdAt: kept.created_at };
  if (!oldestGoing) {
    throw new ValidationError(
      'byMessageCount',
      `the conversation has fewer than ${count} visible messages of its own (a fork goes back at most to its fork point); give a smaller count.`,
    );
  }
  // Every visible message goes: the cut is before the first one.
  return { kind: 'MESSAGE', conversationId, seq: 0, createdAt: oldestGoing.created_at };
}

async function conversationOf(caller: Caller, sessionId: string, conversationId: string | null): Promise<string> {
  if (conversationId) {
    const [conversation] = await findConversationsByIds(caller.db, caller.viewer.ownerId, [conversationId]);
    if (!conversation || conversation.session_id !== sessionId) throw new NotFoundError('Conversation', conversationId);
    return conversation.id;
  }
  const supervisor = await findSupervisorConversation(caller.db, sessionId);
  if (!supervisor) throw new ValidationError('conversationId', 'the session has no supervisor conversation; name the conversation to rewind.');
  return supervisor.id;
}

/** The workspace of a rewind that changes files (resolved with it: only a conversation rewind without code has none). */
export function workspaceOfResolved(resolved: ResolvedRewind): Workspace {
  if (!resolved.workspace) throw new Error('a rewind that changes files was resolved without its workspace');
  return resolved.workspace;
}

/** The session of a conversation rewind asked by sessionId or by conversationId (both: they must agree). */
export async function sessionOfRequest(caller: Caller, sessionId: string | null, conversationId: string | null): Promise<string> {
  if (!conversationId) {
    if (!sessionId) throw new ValidationError('sessionId', 'give the session (its supervisor conversation is cut) or a conversationId.');
    return sessionId;
  }
  const [conversation] = await findConversationsByIds(caller.db, caller.viewer.ownerId, [conversationId]);
  if (!conversation || (sessionId && conversation.session_id !== sessionId)) throw new NotFoundError('Conversation', conversationId);
  return conversation.session_id;
}
export const sessionOfRequestThrows = throws(NotFoundError, ValidationError);
