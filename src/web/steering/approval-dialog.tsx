// Approve or reject a pending approval: what it gates and what the decision does (the preview), an optional note,
// then the decision. A refusal (decided meanwhile, from another tab or by someone else) shows the API's message.
import { useState } from 'preact/hooks';
import { DecideApprovalDocument, type DecideApprovalMutation } from '../../client/gql/operations.ts';
import type { Success } from '../../client/results.ts';
import { useConnection } from '../connection.ts';
import { Dialog } from '../dialog.tsx';
import { stateText } from '../format.ts';
import type { SteerProps } from './actions.ts';
import { DialogButtons, DialogResult, RefusalNote, useCall } from './call.tsx';

type Decided = Success<DecideApprovalMutation['decideApproval']>;

export function ApprovalDialog({ action, onClose, onChanged }: SteerProps<'decide'>) {
  const { client } = useConnection();
  const call = useCall();
  const [note, setNote] = useState('');
  const [decided, setDecided] = useState<Decided | null>(null);
  const { approval, decision } = action;
  const approve = decision === 'APPROVE';
  const gated = approval.taskTitle ? `the task ${approval.taskTitle}` : 'the work it gates';

  const decide = async () => {
    const input = { approvalId: approval.id, decision, note: note.trim() || undefined };
    const payload = await call.run(async () => (await client.request(DecideApprovalDocument, { input })).decideApproval);
    if (!payload) return;
    setDecided(payload);
    onChanged();
  };

  return (
    <Dialog title={`${approve ? 'Approve' : 'Reject'} “${approval.title}”`} onClose={onClose}>
      {decided ? (
        <DialogResult onClose={onClose}>
          <p role="status">
            {stateText(decided.approval.state)[0]!.toUpperCase()}
            {stateText(decided.approval.state).slice(1)}. The session is {stateText(decided.approval.session.state)}.
          </p>
        </DialogResult>
      ) : (
        <form class="dialog-form" onSubmit={(event) => event.preventDefault()}>
          <section class="preview" aria-label="Preview">
            <p>
              {approve
                ? `Approving lets ${gated} go ahead: a runner resuming the session may start it.`
                : `Rejecting stops ${gated} from going ahead: it does not run, and the decision is in the session's log for its runner.`}{' '}
              A decision is final: it cannot be changed later, and a rewind never undoes it.
            </p>
          </section>
          <label class="stacked">
            Note (optional, kept with the decision)
            <textarea rows={3} value={note} onInput={(event) => setNote(event.currentTarget.value)} />
          </label>
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label={approve ? 'Approve' : 'Reject'} busy={call.busy} onGo={() => void decide()} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  );
}
