// A session's overview: how far the plan has come, the approvals waiting for a decision, the plan as a tree of phases
// and tasks with their states, the tasks ready to start, the roles at work, and the todo lists.
import { Fragment } from 'preact';
import type { ViewerTaskFragment } from '../../client/gql/operations.ts';
import { StateBadge } from '../components.tsx';
import { gistOf, stateText, timeText } from '../format.ts';
import { useSteer } from '../steering/actions.ts';
import type { SessionData } from './session-data.ts';

type Todo = ViewerTaskFragment['todos'][number];

export function Overview({ session: s }: { session: SessionData }) {
  const { tasks } = s.progress;
  const approvals = s.approvals?.nodes ?? [];
  const phases = s.phases?.nodes ?? [];
  const steer = useSteer();
  const taskTodos = phases.flatMap((phase) => (phase.tasks?.nodes ?? []).filter((task) => task.todos.length > 0));
  return (
    <div class="overview">
      <section aria-labelledby="progress-title">
        <h2 id="progress-title">Progress</h2>
        <progress max={100} value={s.progress.percentComplete} aria-labelledby="progress-title" aria-describedby="progress-text" />
        <p id="progress-text">
          {tasks.completed} of {tasks.total} tasks completed ({Math.round(s.progress.percentComplete)}%): {tasks.running} running, {tasks.pending} pending,{' '}
          {tasks.failed} failed.
        </p>
      </section>

      <section aria-labelledby="approvals-title">
        <h2 id="approvals-title">Pending approvals ({approvals.length})</h2>
        {approvals.length === 0 ? <p>None waiting.</p> : null}
        <ul class="approvals">
          {approvals.map((approval) => (
            <li key={approval.id} data-approval={approval.id}>
              <h3>{approval.title}</h3>
              <p>
                <StateBadge state={approval.state} label="Approval" /> asked by {approval.requestedBy} on{' '}
                <time dateTime={approval.requestedAt}>{timeText(approval.requestedAt)}</time>
                {approval.task ? ` for task ${approval.task.title} (${approval.task.key})` : ''}
              </p>
              <p class="approval-actions">
                {(['APPROVE', 'REJECT'] as const).map((decision) => (
                  <button
                    key={decision}
                    type="button"
                    data-opener={`${decision}:${approval.id}`}
                    onClick={() =>
                      steer({ kind: 'decide', decision, approval: { id: approval.id, title: approval.title, taskTitle: approval.task?.title ?? null } })
                    }
                  >
                    {decision === 'APPROVE' ? 'Approve…' : 'Reject…'}
                  </button>
                ))}
              </p>
              {approval.details && Object.keys(approval.details as object).length ? (
                <details>
                  <summary>Details</summary>
                  <pre>{gistOf(approval.details, 2_000)}</pre>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="plan-title">
        <h2 id="plan-title">Plan</h2>
        <ol class="plan">
          {phases.map((phase) => {
            const phaseTasks = phase.tasks?.nodes ?? [];
            const done = phaseTasks.filter((task) => task.state === 'COMPLETED').length;
            return (
              <li key={phase.id} class="phase">
                <h3>
                  {phase.name} <StateBadge state={phase.state} label="Phase" />{' '}
                  <span class="count">
                    {done} of {phaseTasks.length} tasks done
                  </span>
                </h3>
                <ol class="tasks">
                  {phaseTasks.map((task) => (
                    <li key={task.id} class="task" data-task={task.key}>
                      <StateBadge state={task.state} label="Task" /> <strong>{task.title}</strong> <span class="key">{task.key}</span>{' '}
                      <span class="role">{task.role}</span>
                      {task.dependencies.length ? <span class="deps"> after {task.dependencies.map((d) => d.key).join(', ')}</span> : null}
                    </li>
                  ))}
                </ol>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="ready-title">
        <h2 id="ready-title">Ready to start ({s.readyTasks.length})</h2>
        {s.readyTasks.length === 0 ? <p>No task may start now.</p> : null}
        <ul>
          {s.readyTasks.map((task) => (
            <li key={task.id}>
              {task.title} <span class="key">{task.key}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="roles-title">
        <h2 id="roles-title">Roles</h2>
        <table class="roles">
          <thead>
            <tr>
              <th scope="col">Role</th>
              <th scope="col">Tasks</th>
              <th scope="col">Running</th>
              <th scope="col">Completed</th>
              <th scope="col">Failed</th>
            </tr>
          </thead>
          <tbody>
            {s.roleDistribution.map((role) => (
              <tr key={role.role}>
                <th scope="row">{role.role}</th>
                <td>{role.total}</td>
                <td>{role.running}</td>
                <td>{role.completed}</td>
                <td>{role.failed}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="todos-title">
        <h2 id="todos-title">Todos</h2>
        {s.todos.length === 0 && taskTodos.length === 0 ? <p>No todo list yet.</p> : null}
        {s.todos.length ? <TodoList title="The session's" todos={s.todos} /> : null}
        {taskTodos.map((task) => (
          <Fragment key={task.id}>
            <TodoList title={`${task.title} (${task.key})`} todos={task.todos} />
          </Fragment>
        ))}
      </section>
    </div>
  );
}

function TodoList({ title, todos }: { title: string; todos: readonly Todo[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul class="todos">
        {todos.map((todo, index) => (
          <li key={index}>
            <span class={`badge todo-${todo.status.toLowerCase().replace(/_/g, '-')}`}>{stateText(todo.status)}</span>{' '}
            {todo.status === 'IN_PROGRESS' ? todo.activeForm : todo.content}
          </li>
        ))}
      </ul>
    </>
  );
}
