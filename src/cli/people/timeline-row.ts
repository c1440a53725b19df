// One timeline entry as one line a person reads (savepoint history): what it is about, in a few words, by its kind.
import type { TimelineRowFragment } from '../../client/gql/operations.ts';
import { shown } from './views.ts';

const change = (from: string | null | undefined, to: string | null | undefined) => (from ? ` ${from} → ${to ?? '?'}` : to ? ` ${to}` : '');

/** What the entry says, beside its time, kind and type. */
export function entrySummary(entry: TimelineRowFragment): string {
  switch (entry.__typename) {
    case 'MessageEntry': {
      const { message } = entry;
      const tools = message.toolCalls?.length ? ` [calls ${message.toolCalls.map((call) => shown(call.name)).join(', ')}]` : '';
      const tool = message.toolName ? ` (${shown(message.toolName)})` : '';
      const text = message.content || (message.toolName ? '(its result)' : '');
      return `${message.role}${tool}: ${shown(text.split('\n')[0], 80)}${tools}`;
    }
    case 'TaskEntry':
      return `${entry.task ? shown(entry.task.key) : 'a task'}${change(entry.from, entry.to)}`;
    case 'StepEntry':
      return `${entry.step ? `"${shown(entry.step.title, 60)}"` : 'a step'}${change(entry.from, entry.to)}`;
    case 'PhaseEntry':
      return `${entry.phase ? shown(entry.phase.name, 60) : 'a phase'}${change(entry.from, entry.to)}`;
    case 'SessionEntry':
      return change(entry.from, entry.to).trim();
    case 'CheckpointEntry':
      return entry.checkpoint ? `#${entry.checkpoint.seq} ${entry.checkpoint.kind} "${shown(entry.checkpoint.label, 60)}"` : '';
    case 'FileChangeEntry':
      return `${shown(entry.file.path)} ${entry.file.action} +${entry.file.additions} -${entry.file.deletions}`;
    case 'ApprovalEntry':
      return entry.approval ? `"${shown(entry.approval.title, 60)}" ${entry.approval.state}` : '';
    case 'RewindEntry':
      return entry.rewind ? entry.rewind.kind : '';
    case 'ForkEntry':
      return entry.fork ? `${entry.fork.id} "${shown(entry.fork.objective, 60)}"` : '';
    case 'LeaseEntry':
      return entry.holder ? shown(entry.holder) : '';
    case 'CustomEntry':
      return shown(JSON.stringify(entry.data), 80);
    default:
      return '';
  }
}
