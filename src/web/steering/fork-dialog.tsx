// Fork, as `savepoint fork` does it: a new session from a checkpoint or just after a message, with its name and its
// plan (the source's as it stood at the point, or a new one given as JSON), seeing the conversation up to the point
// or starting an empty one. The preview says what the fork will hold; the fork then opens.
import { useState } from 'preact/hooks';
import { ForkSessionReportDocument, type PlanInput } from '../../client/gql/operations.ts';
import { useConnection } from '../connection.ts';
import { Dialog } from '../dialog.tsx';
import { navigate, sessionHref } from '../route.ts';
import { pointText, type SteerProps } from './actions.ts';
import { DialogButtons, RefusalNote, useCall } from './call.tsx';

type Choice = { objective: string; planChoice: 'source' | 'new'; planText: string; conversation: boolean };

/** The plan typed in, or why it cannot be read (the server checks the rest, as createSession's). */
function planOf(text: string): { plan: PlanInput } | { problem: string } {
  try {
    const plan = JSON.parse(text) as PlanInput;
    if (!plan || typeof plan !== 'object' || !Array.isArray(plan.phases)) return { problem: 'The plan is JSON, but not a plan: give { "phases": [...] }.' };
    return { plan };
  } catch (error) {
    return { problem: `The plan is not JSON (${(error as Error).message}): give { "phases": [...] }, as createSession takes.` };
  }
}

export function ForkDialog({ session, action, onClose }: SteerProps<'fork'>) {
  const { client } = useConnection();
  const call = useCall();
  const [choice, setChoice] = useState<Choice>({ objective: session.objective, planChoice: 'source', planText: '', conversation: true });
  const [problem, setProblem] = useState<string | null>(null);
  const [previewed, setPreviewed] = useState(false);
  const parsed = choice.planChoice === 'new' ? planOf(choice.planText) : null;
  const point = pointText(action);

  const preview = () => {
    if (!choice.objective.trim()) return setProblem('Name the fork: its objective.');
    if (parsed && 'problem' in parsed) return setProblem(parsed.problem);
    setProblem(null);
    setPreviewed(true);
  };
  const fork = async () => {
    const input = {
      sessionId: session.id,
      ...('checkpoint' in action ? { fromCheckpointId: action.checkpoint.id } : { fromMessageId: action.message.id }),
      objective: choice.objective.trim(),
      plan: parsed && 'plan' in parsed ? parsed.plan : undefined,
      includeConversation: choice.conversation,
    };
    const payload = await call.run(async () => (await client.request(ForkSessionReportDocument, { input })).forkSession);
    if (!payload) return;
    onClose();
    navigate(sessionHref(payload.session.id, 'checkpoint' in action ? 'overview' : 'conversation'));
  };

  return (
    <Dialog title={`Fork from ${point}`} onClose={onClose}>
      {!previewed ? (
        <form class="dialog-form" onSubmit={(event) => event.preventDefault()}>
          <label class="stacked">
            Name (the fork's objective)
            <input value={choice.objective} required onInput={(event) => setChoice({ ...choice, objective: event.currentTarget.value })} />
          </label>
          <fieldset>
            <legend>Plan</legend>
            <label class="option">
              <input type="radio" name="plan" checked={choice.planChoice === 'source'} onChange={() => setChoice({ ...choice, planChoice: 'source' })} /> The
              source's plan as it stood at the point
            </label>
            <label class="option">
              <input type="radio" name="plan" checked={choice.planChoice === 'new'} onChange={() => setChoice({ ...choice, planChoice: 'new' })} /> A new plan
            </label>
            {choice.planChoice === 'new' ? (
              <label class="stacked">
                The new plan, as JSON ({'{ "phases": [...] }'}, as createSession takes)
                <textarea rows={6} value={choice.planText} onInput={(event) => setChoice({ ...choice, planText: event.currentTarget.value })} />
              </label>
            ) : null}
          </fieldset>
          <label class="option">
            <input type="checkbox" checked={choice.conversation} onChange={(event) => setChoice({ ...choice, conversation: event.currentTarget.checked })} />{' '}
            Keep the conversation up to the point (named, never copied)
          </label>
          {problem ? (
            <p class="error" role="alert">
              {problem}
            </p>
          ) : null}
          <DialogButtons label="Preview the fork" busy={false} onGo={preview} onCancel={onClose} />
        </form>
      ) : (
        <>
          <section class="preview" aria-label="Preview">
            <h3>The new session</h3>
            <ul>
              <li>
                “{choice.objective.trim()}”, a fork of “{session.objective}”, from {point}.
              </li>
              <li>
                {'checkpoint' in action
                  ? "Its code and plan state: this checkpoint's."
                  : 'Its code and plan state: the newest checkpoint at or before the message.'}
              </li>
              <li>
                {parsed && 'plan' in parsed
                  ? `Its plan: the new one, ${parsed.plan.phases.length} phases.`
                  : "Its plan: the source's as it stood at the point, its progress kept."}
              </li>
              <li>
                {choice.conversation
                  ? 'Its conversation: the source’s up to the point, marked inherited, then its own.'
                  : 'Its conversation: a new one naming its origin.'}
              </li>
              <li>It works in the source's own folder (one runner at a time for both); approvals still pending stay pending in it.</li>
            </ul>
          </section>
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Fork" busy={call.busy} onGo={() => void fork()} onCancel={onClose} />
        </>
      )}
    </Dialog>
  );
}
