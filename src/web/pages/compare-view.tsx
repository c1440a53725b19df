// Two lines of work compared (Session.compare, as `savepoint compare` shows it): the code between their newest code
// checkpoints, the tasks whose states differ or that only one plan has, and where their conversations part.
import { SessionComparisonDocument, type SessionComparisonQuery } from '../../client/gql/operations.ts';
import type { Success } from '../../client/results.ts';
import { ErrorNote, Loading, StateBadge } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { useLoad } from '../hooks.ts';

export function CompareView({ session, other }: { session: { id: string; objective: string }; other: { id: string; objective: string } }) {
  const { client } = useConnection();
  const loaded = useLoad(async () => {
    const answer = (await client.request(SessionComparisonDocument, { id: session.id, with: other.id })).session;
    if (answer.__typename !== 'Session') throw new Error(`${answer.code}: ${answer.message}`);
    if (answer.compare.__typename !== 'SessionComparison') throw new Error(`${answer.compare.code}: ${answer.compare.message}`);
    return answer.compare;
  }, [client, session.id, other.id]);
  return (
    <section class="compare" aria-labelledby="compare-title">
      <h3 id="compare-title">This session compared with “{other.objective}”</h3>
      {loaded.error ? <ErrorNote error={loaded.error} /> : null}
      {!loaded.value && !loaded.error ? <Loading what="the comparison" /> : null}
      {loaded.value ? <Comparison compared={loaded.value} /> : null}
    </section>
  );
}

type ComparisonData = Success<Extract<SessionComparisonQuery['session'], { __typename: 'Session' }>['compare']>;

function Comparison({ compared }: { compared: ComparisonData }) {
  const code = compared.codeDiff;
  const { plan } = compared;
  return (
    <>
      <h4>Code</h4>
      {code.__typename === 'SessionCodeComparison' ? (
        <>
          <p>
            {code.totals.filesChanged} files differ, +{code.totals.additions} −{code.totals.deletions}
            {code.note ? ` (${code.note})` : ''}.
          </p>
          <ul class="files">
            {code.files.map((file) => (
              <li key={file.path}>
                <code>{file.path}</code> {file.action.toLowerCase()} +{file.additions} −{file.deletions}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p class="note">{code.message}</p>
      )}
      <h4>Plan</h4>
      <p>
        Revision {plan.planRevision} here, {plan.otherPlanRevision} there.
        {plan.taskStates.length + plan.tasksOnlyHere.length + plan.tasksOnlyThere.length === 0 ? ' Every task is in the same state.' : ''}
      </p>
      {plan.taskStates.length ? (
        <table class="state-changes">
          <caption class="visually-hidden">Tasks in different states</caption>
          <thead>
            <tr>
              <th scope="col">Task</th>
              <th scope="col">Here</th>
              <th scope="col">There</th>
            </tr>
          </thead>
          <tbody>
            {plan.taskStates.map((task) => (
              <tr key={task.key}>
                <th scope="row">{task.key}</th>
                <td>
                  <StateBadge state={task.thisState} />
                </td>
                <td>
                  <StateBadge state={task.otherState} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <ul>
        {plan.tasksOnlyHere.map((task) => (
          <li key={`here:${task.key}`}>
            Only here: {task.title} ({task.key})
          </li>
        ))}
        {plan.tasksOnlyThere.map((task) => (
          <li key={`there:${task.key}`}>
            Only there: {task.title} ({task.key})
          </li>
        ))}
      </ul>
      <h4>Conversations</h4>
      <ul>
        {compared.conversations.diverged.map((pair, index) => (
          <li key={index}>
            {pair.conversation.title} ({pair.conversation.kind.toLowerCase()}): {pair.commonCount} messages in common, then {pair.onlyHereCount} only here and{' '}
            {pair.onlyThereCount} only there.
          </li>
        ))}
      </ul>
    </>
  );
}
