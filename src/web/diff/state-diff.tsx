// A checkpoint's state diff: the session, phases, tasks, steps and approvals whose state changed (from → to, in
// words), then the working state: the plan's revision, todo lists, shared documents and phase outputs.
import type { ViewerCheckpointDetailQuery } from '../../client/gql/operations.ts';
import { StateBadge } from '../components.tsx';
import { gistOf, stateText } from '../format.ts';

type Detail = Extract<ViewerCheckpointDetailQuery['node'], { __typename: 'Checkpoint' }>;
export type StateDiff = Extract<Detail['stateDiff'], { __typename: 'CheckpointStateDiff' }>;

export function StateDiffView({ diff }: { diff: StateDiff }) {
  const { changes, workingState: w } = diff;
  const nothing = !changes.length && !w.planRevision && !w.todos.length && !w.sharedContext.length && !w.phaseOutputs.length;
  return (
    <div class="state-diff">
      {nothing ? <p>No state changed.</p> : null}
      {changes.length ? (
        <table class="state-changes">
          <caption class="visually-hidden">States that changed</caption>
          <thead>
            <tr>
              <th scope="col">What</th>
              <th scope="col">Name</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={`${change.entity}:${change.entityId}`} data-entity={change.entity}>
                <td>{change.entity.toLowerCase()}</td>
                <th scope="row">{change.name}</th>
                <td>{change.from ? <StateBadge state={change.from} /> : <em>not there yet</em>}</td>
                <td>{change.to ? <StateBadge state={change.to} /> : <em>gone</em>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {w.planRevision ? (
        <p>
          The plan went from revision {w.planRevision.from} to {w.planRevision.to}.
        </p>
      ) : null}
      {w.todos.map((list, index) => (
        <section key={index} class="todo-change" aria-label={`Todos of ${list.task ? list.task.key : 'the session'}`}>
          <h4>Todos of {list.task ? `${list.task.title} (${list.task.key})` : 'the session'}</h4>
          <div class="before-after">
            <TodoColumn title="Before" items={list.before} />
            <TodoColumn title="After" items={list.after} />
          </div>
        </section>
      ))}
      {w.sharedContext.map((doc) => (
        <section key={doc.key} class="doc-change" aria-label={`Shared document ${doc.key}`}>
          <h4>
            Shared document <code>{doc.key}</code>: {doc.before ? `version ${doc.before.version}` : 'new'} →{' '}
            {doc.after ? `version ${doc.after.version}` : 'removed'}
          </h4>
          {doc.after ? <pre>{gistOf(doc.after.value, 2_000)}</pre> : null}
        </section>
      ))}
      {w.phaseOutputs.map((output, index) => (
        <section key={index} class="output-change" aria-label={`Output of ${output.phase.name}`}>
          <h4>Output of phase {output.phase.name}</h4>
          <p>
            {output.summaryBefore ?? 'none'} → {output.summaryAfter ?? 'none'}
          </p>
          {output.outputAfter != null ? <pre>{gistOf(output.outputAfter, 2_000)}</pre> : null}
        </section>
      ))}
    </div>
  );
}

function TodoColumn({ title, items }: { title: string; items: readonly { content: string; status: string }[] }) {
  return (
    <div>
      <h5>{title}</h5>
      {items.length === 0 ? <p>None.</p> : null}
      <ul class="todos">
        {items.map((item, index) => (
          <li key={index}>
            <span class="badge">{stateText(item.status)}</span> {item.content}
          </li>
        ))}
      </ul>
    </div>
  );
}
