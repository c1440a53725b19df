// A client's thread: the session it writes its state into, found by the session's id or by the client's own key, and
// made on the first write under a key (in the workspace named, else the owner's workspace without a folder).
import type { Caller } from '../../caller.ts';
import { CLIENT_STATE_WORKSPACE, type nameChecker, STATE_LIMITS, WRITABLE_STATES } from '../../client-state/state.model.ts';
import { findSessionIdByKey, folderlessWorkspace, insertKeyedSession, lockSessionByKey, lockSessionByKeyAdding } from '../../client-state/state.queries.ts';
import { createConversation } from '../../conversations/conversation.service.ts';
import { newId } from '../../db/ids.ts';
import { json } from '../../db/json.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { idRef, NotFoundError, ValidationError } from '../../errors/domain.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import type { Work } from '../../events/unit-of-work.ts';
import { findSessionsByIds } from '../../sessions/session.queries.ts';
import { transitionSession } from '../../sessions/session.service.ts';
import { lockSessionCharging } from '../../sessions/session-size.service.ts';
import { findWorkspacesByIds, holdLiveWorkspace } from '../../workspaces/workspace.queries.ts';

/** Which session: by id, or by the client's key (made when missing). */
export type ThreadRef = { sessionId?: string | null; sessionKey?: string | null; workspaceId?: string | null };

export function checkThreadRef(ref: ThreadRef, name: ReturnType<typeof nameChecker>): void {
  if ((ref.sessionId == null) === (ref.sessionKey == null))
    throw new ValidationError('sessionKey', 'name the session by exactly one of sessionId and sessionKey.');
  if (ref.sessionKey != null) name('sessionKey', ref.sessionKey, STATE_LIMITS.keyChars);
}

/**
 * The session, locked and charged `bytes`, ready for a client's state: made under its key when missing, started when
 * CREATED. A paused or finished session refuses the write (a person stopped it).
 */
export async function openThread(caller: Caller, work: Work, ref: ThreadRef, bytes: number, { create = true } = {}): Promise<Session> {
  const { ownerId } = caller.viewer;
  let session: Session | undefined;
  if (ref.sessionId != null) session = await lockSessionCharging(work, ownerId, ref.sessionId, bytes);
  else {
    const key = ref.sessionKey!;
    // an existing thread's session is locked and charged in one statement (a put's usual case); else found or made first
    session = bytes > 0 ? await lockSessionByKeyAdding(work.trx, ownerId, key, bytes) : undefined;
    if (!session) {
      const found = (await lockSessionByKey(work.trx, ownerId, key)) ?? (create ? await createThread(caller, work, key, ref.workspaceId ?? null) : undefined);
      if (!found) throw new NotFoundError('Session', key);
      session = await lockSessionCharging(work, ownerId, found.id, bytes);
    }
  }
  if (session.state === 'CREATED') return transitionSession(work, session, 'start', { reason: 'its client wrote its first state' });
  if (!WRITABLE_STATES.includes(session.state))
    throw new InvalidTransitionError(
      idRef('Session', session.id),
      session.state,
      'write client state to',
      WRITABLE_STATES,
      session.state === 'PAUSED' ? 'Resume it (resumeSession) to let its client write again.' : 'Fork it to carry the work on.',
    );
  return session;
}

/** The session named by id or key, whatever its state (read, not locked); NOT_FOUND when it is not the caller's. */
export async function findThread(caller: Caller, work: Work, ref: ThreadRef): Promise<Session> {
  const { ownerId } = caller.viewer;
  const id = ref.sessionId ?? (await findSessionIdByKey(work.trx, ownerId, ref.sessionKey!));
  const [session] = id ? await findSessionsByIds(work.trx, ownerId, [id]) : [];
  if (!session) throw new NotFoundError('Session', ref.sessionId ?? ref.sessionKey!);
  return session;
}

/** A new session under the client's key (a fork's: `forkOf`, its source). Key taken: a fork gets undefined; a first write, the session that took it. */
export async function createThread(
  caller: Caller,
  work: Work,
  key: string,
  workspaceId: string | null,
  forkOf: Session | null = null,
): Promise<Session | undefined> {
  const { ownerId } = caller.viewer;
  let workspace: string;
  if (forkOf && !workspaceId) workspace = forkOf.workspace_id;
  else if (workspaceId) {
    const [found] = await findWorkspacesByIds(work.trx, ownerId, [workspaceId]);
    if (!found || !(await holdLiveWorkspace(work.trx, ownerId, found.id, 'create'))) throw new NotFoundError('Workspace', workspaceId);
    workspace = found.id;
  } else workspace = await folderlessWorkspace(work.trx, ownerId, CLIENT_STATE_WORKSPACE, newId());
  const objective = work.redact.text(`Thread ${key}`);
  const made = await insertKeyedSession(work.trx, {
    id: newId(),
    owner_id: ownerId,
    workspace_id: workspace,
    client_key: key,
    state: 'CREATED',
    strategy: 'ADAPTIVE',
    objective,
    config: json({ provider: null, model: null, temperature: null, maxTokens: null, extras: {} }),
    metadata: json({}),
    checkpoint_policy: json({}),
    ...(forkOf ? { parent_session_id: forkOf.id, forked_at: new Date() } : {}),
  });
  if (!made) return forkOf ? undefined : (await lockSessionByKey(work.trx, ownerId, key))!; // made by a concurrent first write, committed since
  work.emit({
    sessionId: made.id,
    workspaceId: made.workspace_id,
    type: 'session.created',
    data: {
      sessionId: made.id,
      objective,
      strategy: made.strategy,
      state: made.state,
      clientKey: work.redact.text(key),
      ...(forkOf ? { forkOf: forkOf.id } : {}),
    },
  });
  await createConversation(work, made, { kind: 'SUPERVISOR', title: 'Supervisor' });
  return made;
}
