// Resume, as `savepoint resume` does it: the options (mode, what to do with steps that were in flight, the runner
// that takes the lease), then the dry run (Session.resumePreview: what is skipped, judged, queued and put back, what
// blocks it, the environment check), then the resume itself, which answers the lease the runner carries on with.
import { useState } from 'preact/hooks';
import {
  type ContinuationReportFragment,
  type InProgressStrategy,
  type ResumeMode,
  ResumePreviewReportDocument,
  type ResumePreviewReportQuery,
  ResumeSessionReportDocument,
  type ResumeSessionReportMutation,
} from '../../client/gql/operations.ts';
import type { Success } from '../../client/results.ts';
import { useConnection } from '../connection.ts';
import { Dialog } from '../dialog.tsx';
import { timeText } from '../format.ts';
import type { SteerProps } from './actions.ts';
import { DialogButtons, DialogResult, RefusalNote, useCall } from './call.tsx';

type Previewed = Success<Extract<ResumePreviewReportQuery['session'], { __typename: 'Session' }>['resumePreview']>;
type Resumed = Success<ResumeSessionReportMutation['resumeSession']>;

export function ResumeDialog({ session, action, onClose, onChanged }: SteerProps<'resume'>) {
  const { client } = useConnection();
  const call = useCall();
  const [mode, setMode] = useState<ResumeMode>(action.checkpoint ? 'FROM_CHECKPOINT' : 'CONTINUE');
  const [inProgress, setInProgress] = useState<InProgressStrategy>('ROLLBACK_RETRY');
  const [holder, setHolder] = useState('viewer');
  const [preview, setPreview] = useState<Previewed | null>(null);
  const [resumed, setResumed] = useState<Resumed | null>(null);
  const checkpointId = mode === 'FROM_CHECKPOINT' ? (action.checkpoint?.id ?? undefined) : undefined;

  const dryRun = async () => {
    const answer = await call.run(async () => (await client.request(ResumePreviewReportDocument, { id: session.id, mode, checkpointId, inProgress })).session);
    if (answer) await call.run(async () => answer.resumePreview).then((value) => value && setPreview(value));
  };
  const resume = async () => {
    const input = { sessionId: session.id, holder: holder.trim() || 'viewer', mode, checkpointId, inProgress };
    const payload = await call.run(async () => (await client.request(ResumeSessionReportDocument, { input })).resumeSession);
    if (!payload) return;
    setResumed(payload);
    onChanged();
  };

  return (
    <Dialog title={action.checkpoint ? `Resume from checkpoint #${action.checkpoint.seq}` : 'Resume the session'} onClose={onClose}>
      {!preview ? (
        <form class="dialog-form" onSubmit={(event) => event.preventDefault()}>
          <label>
            Mode
            <select value={mode} onChange={(event) => setMode(event.currentTarget.value as ResumeMode)}>
              <option value="CONTINUE">continue where it stopped</option>
              <option value="RESTART_PHASE">restart the current phase</option>
              {action.checkpoint ? <option value="FROM_CHECKPOINT">from checkpoint #{action.checkpoint.seq}</option> : null}
            </select>
          </label>
          <label>
            Steps that were in flight
            <select value={inProgress} onChange={(event) => setInProgress(event.currentTarget.value as InProgressStrategy)}>
              <option value="ROLLBACK_RETRY">put their files back, then run them again</option>
              <option value="RETRY">run them again as they are</option>
            </select>
          </label>
          <label>
            Runner taking the lease
            <input value={holder} onInput={(event) => setHolder(event.currentTarget.value)} />
          </label>
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Preview (dry run)" busy={call.busy} onGo={() => void dryRun()} onCancel={onClose} />
        </form>
      ) : null}
      {preview && !resumed ? (
        <>
          <section class="preview" aria-label="Dry run">
            <h3>What resume would do</h3>
            {preview.blockers.length ? (
              <ul class="blockers">
                {preview.blockers.map((blocker) => (
                  <li key={blocker.code}>
                    <strong>Blocked ({blocker.code}):</strong> {blocker.message}
                  </li>
                ))}
              </ul>
            ) : (
              <p>It can resume ({preview.mode.toLowerCase().replace(/_/g, ' ')}).</p>
            )}
            {preview.checkpoint ? (
              <p>
                From checkpoint #{preview.checkpoint.seq} ({preview.checkpoint.label}); {preview.filesToRestore.length} files put back.
              </p>
            ) : null}
            <PlanLines plan={preview.plan} />
            {preview.environment.warnings.map((warning) => (
              <p key={warning.code}>
                Warning ({warning.code}): {warning.message}
              </p>
            ))}
            {preview.environment.changedFiles.length ? <p>{preview.environment.changedFiles.length} files changed since the last checkpoint.</p> : null}
            {preview.pendingApprovals.map((approval) => (
              <p key={approval.title}>Approval “{approval.title}” is still pending: the work it gates waits for it.</p>
            ))}
          </section>
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Resume" busy={call.busy} onGo={() => void resume()} onCancel={onClose} />
        </>
      ) : null}
      {resumed ? (
        <DialogResult onClose={onClose}>
          <p role="status">
            Resumed: the session is {resumed.session.state.toLowerCase().replace(/_/g, ' ')}.
            {resumed.lease
              ? ` ${resumed.lease.holder} holds its lease (token ${resumed.lease.token}) until ${timeText(resumed.lease.expiresAt)}: the runner carrying on heartbeats with it.`
              : ''}
          </p>
          <PlanLines plan={resumed.plan} />
        </DialogResult>
      ) : null}
    </Dialog>
  );
}

/** The continuation plan: what is skipped, judged, queued and held. */
function PlanLines({ plan }: { plan: ContinuationReportFragment }) {
  const { counts } = plan;
  return (
    <>
      <p class="plan-counts">
        {counts.skippedTasks} tasks and {counts.skippedSteps} steps done (skipped), {counts.inProgress} in flight, {counts.pendingSteps} steps to run.
      </p>
      <ul class="plan-lines">
        {plan.inProgress.map((item) => (
          <li key={item.step.id}>
            In flight: “{item.step.title}”: {item.action.toLowerCase().replace(/_/g, ' ')} ({item.reason})
          </li>
        ))}
        {plan.pendingSteps.slice(0, 20).map((step) => (
          <li key={step.id}>To run: “{step.title}”</li>
        ))}
        {plan.pendingSteps.length > 20 ? <li>and {plan.pendingSteps.length - 20} more steps</li> : null}
        {plan.heldTasks.map((task) => (
          <li key={task.key}>
            Held: {task.title} ({task.key}), waiting for an approval
          </li>
        ))}
      </ul>
    </>
  );
}
