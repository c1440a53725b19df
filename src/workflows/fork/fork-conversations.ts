// A fork's conversations: for each conversation of the source at the fork point, one that starts with the messages
// visible in it then (named as runs, never copied: inheritance.model.ts), continuing with its own. Without the
// conversation, one empty supervisor conversation that names where it came from. And the approvals requested by then:
// decided ones as decided, the others pending (a fork never bypasses a gate).
import { findApprovalsBySessionIds, insertApproval } from '../../approvals/approval.queries.ts';
import { findConversationsBySessionIds } from '../../conversations/conversation.queries.ts';
import { createConversation } from '../../conversations/conversation.service.ts';
import { clipRuns, visibleRuns } from '../../conversations/inheritance.model.ts';
import { findHiddenSeqs, inheritedOf } from '../../conversations/inherited.queries.ts';
import { newId } from '../../db/ids.ts';
import { json } from '../../db/json.ts';
import type { Inherited } from '../../db/tables/conversations.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Work } from '../../events/unit-of-work.ts';
import type { PlanIds } from './fork-plan.ts';
import type { ForkPoint } from './fork-point.ts';

/** Creates the fork's conversations; returns how many messages it inherited. */
export async function forkConversations(work: Work, fork: Session, source: Session, point: ForkPoint, include: boolean, ids: PlanIds): Promise<number> {
  const conversations = await findConversationsBySessionIds(work.trx, [source.id]);
  if (!include) {
    const supervisor = conversations.find((c) => c.kind === 'SUPERVISOR');
    const title = `Supervisor (forked from "${source.objective.slice(0, 80)}")`;
    await createConversation(work, fork, { kind: 'SUPERVISOR', title, forkedFrom: supervisor ? { conversationId: supervisor.id, inherits: [] } : null });
    return 0;
  }
  const byId = new Map(conversations.map((c) => [c.id, c]));
  const at = point.cuts.flatMap((cut) => (byId.has(cut.conversationId) ? [{ cut, conversation: byId.get(cut.conversationId)! }] : []));
  const hidden = await Promise.all(
    at.map(({ cut }) => findHiddenSeqs(work.trx, { sessionId: source.id, conversationId: cut.conversationId, lastSeq: cut.lastSeq, visibleAsOf: point.at })),
  );
  let inherited = 0;
  for (const [index, { cut, conversation }] of at.entries()) {
    const own = visibleRuns(conversation.first_message_seq, cut.lastSeq, hidden[index]!);
    const inherits: Inherited[] = [
      ...clipRuns(inheritedOf(conversation), cut.lastSeq),
      ...(own.length ? [{ conversationId: conversation.id, ranges: own }] : []),
    ];
    const made = await createConversation(work, fork, {
      kind: conversation.kind,
      title: conversation.title,
      taskId: conversation.task_id ? (ids.tasks.get(conversation.task_id) ?? null) : null,
      forkedFrom: { conversationId: conversation.id, inherits },
    });
    inherited += made.inherited_count;
  }
  return inherited;
}

/** The approvals requested by the fork point, as they stood then: each one's id in the fork and its state there. */
export async function forkApprovals(work: Work, fork: Session, source: Session, at: Date, ids: PlanIds): Promise<Array<{ id: string; state: string }>> {
  const approvals = (await findApprovalsBySessionIds(work.trx, [source.id])).filter((approval) => approval.requested_at <= at);
  const forked: Array<{ id: string; state: string }> = [];
  for (const approval of approvals) {
    const decided = approval.decided_at !== null && approval.decided_at <= at;
    const id = newId();
    forked.push({ id, state: decided ? approval.state : 'PENDING' });
    await insertApproval(work.trx, {
      id,
      session_id: fork.id,
      task_id: approval.task_id ? (ids.tasks.get(approval.task_id) ?? null) : null,
      step_id: approval.step_id ? (ids.steps.get(approval.step_id) ?? null) : null,
      title: approval.title,
      details: json(approval.details),
      state: decided ? approval.state : 'PENDING',
      requested_by: approval.requested_by,
      decided_by: decided ? approval.decided_by : null,
      decision_note: decided ? approval.decision_note : null,
      requested_at: approval.requested_at,
      decided_at: decided ? approval.decided_at : null,
    });
  }
  return forked;
}
