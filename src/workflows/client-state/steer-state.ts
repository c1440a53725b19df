// rewindState and forkState: a person (or any client) steering a client's own state from Savepoint. Nothing is lost
// and the client sees each as LangGraph sees its own time travel: a rewind puts a copy of an earlier checkpoint on top
// of the thread as its new head (a child of the checkpoint rewound to, metadata source "fork"), so the client's next
// read resumes from there; undoing it is a rewind to the head it replaced. A fork copies a checkpoint, with the parts
// it is made of, into a new session under a new key: a thread of its own, linked to its source in the lineage.
import type { Caller } from '../../caller.ts';
import { open, seal } from '../../client-state/sealing.ts';
import { nameChecker, nextClientId, STATE_LIMITS } from '../../client-state/state.model.ts';
import { copyPartsOf, copyStateCheckpoint, findHeadClientId, findStateCheckpoints, type StateCheckpointRow } from '../../client-state/state.queries.ts';
import type { Session } from '../../db/tables/sessions.ts';
import { ApprovalPendingError } from '../../errors/approval.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';
import { InvalidTransitionError } from '../../errors/transition.ts';
import { inTransaction, type Work } from '../../events/unit-of-work.ts';
import { checkThreadRef, createThread, findThread, openThread, type ThreadRef } from './thread.ts';

export type RewindStateInput = ThreadRef & { namespace: string; toClientId: string };
export type ForkStateInput = ThreadRef & { namespace: string; clientId?: string | null; newSessionKey: string };

export async function rewindState(caller: Caller, input: RewindStateInput) {
  checkThreadRef(input, nameChecker(caller.settings.redactor));
  return inTransaction(caller, async (work) => {
    const session = await openThread(caller, work, input, 0, { create: false });
    const target = await checkpointOf(caller, work, session, input.namespace, input.toClientId);
    const head = await findHeadClientId(work.trx, session.id, input.namespace);
    const clientId = nextClientId(head);
    const metadata = { ...metadataOf(caller, target), source: 'fork', savepoint: { rewoundTo: target.client_id, replacedHead: head } };
    await copyStateCheckpoint(work.trx, target, {
      session_id: session.id,
      client_id: clientId,
      parent_client_id: target.client_id,
      ...copied(caller, work, metadata),
    });
    work.emit({
      sessionId: session.id,
      workspaceId: session.workspace_id,
      type: 'state.rewound',
      data: { namespace: input.namespace, to: target.client_id, head: clientId, replacedHead: head }, // the client's ids, not ours
    });
    return { sessionId: session.id, namespace: input.namespace, clientId, replacedHead: head };
  });
}
export const rewindStateThrows = throws(ApprovalPendingError, InvalidTransitionError, NotFoundError, ValidationError);

export async function forkState(caller: Caller, input: ForkStateInput) {
  const name = nameChecker(caller.settings.redactor);
  checkThreadRef(input, name);
  return inTransaction(caller, async (work) => {
    const source = await findThread(caller, work, input); // any state: a finished thread forks too
    const from = await checkpointOf(caller, work, source, input.namespace, input.clientId ?? null);
    name('newSessionKey', input.newSessionKey, STATE_LIMITS.keyChars);
    const fork = await createThread(caller, work, input.newSessionKey, null, source);
    if (!fork)
      throw new ValidationError('newSessionKey', `you have a session under "${input.newSessionKey.slice(0, 100)}" already; choose a new key for the fork.`);
    const metadata = { ...metadataOf(caller, from), source: 'fork', savepoint: { forkedFrom: { sessionKey: source.client_key, clientId: from.client_id } } };
    await copyPartsOf(work.trx, from, fork.id, from.namespace);
    await copyStateCheckpoint(work.trx, from, { session_id: fork.id, client_id: from.client_id, parent_client_id: null, ...copied(caller, work, metadata) });
    work.emit({
      sessionId: source.id,
      workspaceId: source.workspace_id,
      type: 'state.forked',
      data: { namespace: from.namespace, from: from.client_id, forkId: fork.id, forkKey: input.newSessionKey },
    });
    return { sessionId: fork.id, namespace: from.namespace, clientId: from.client_id };
  });
}
export const forkStateThrows = throws(NotFoundError, ValidationError);

/** A checkpoint's metadata as its client wrote it (opened). */
function metadataOf(caller: Caller, row: StateCheckpointRow): Record<string, unknown> {
  return JSON.parse(open(caller.settings.stateKeys, row.metadata_key_id, row.metadata_sealed).toString('utf8')) as Record<string, unknown>;
}

/** A copy's metadata: sealed as it is, and redacted for filters and people. */
function copied(caller: Caller, work: Work, metadata: Record<string, unknown>) {
  return { metadata: work.redact.json(metadata), metadataSealed: seal(caller.settings.stateKeys, Buffer.from(JSON.stringify(metadata))) };
}

/** The checkpoint (the head when `clientId` is null), or NOT_FOUND. */
async function checkpointOf(caller: Caller, work: Work, session: Session, namespace: string, clientId: string | null): Promise<StateCheckpointRow> {
  const [found] = await findStateCheckpoints(work.trx, {
    ownerId: caller.viewer.ownerId,
    sessionId: session.id,
    namespace,
    clientId,
    before: null,
    metadata: null,
    limit: 1,
  });
  if (!found)
    throw new ValidationError(
      'clientId',
      clientId === null
        ? `the session has no checkpoint in namespace "${namespace.slice(0, 100)}" yet.`
        : `the session has no checkpoint "${clientId.slice(0, 100)}" in namespace "${namespace.slice(0, 100)}"; list them with stateCheckpoints.`,
    );
  return found;
}
