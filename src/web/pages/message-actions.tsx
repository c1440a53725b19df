// What a person may do from a message of the conversation: rewind it to just after the message, fork a new session
// from there, or compact everything up to it behind a summary. Each opens its dialog (preview first).
import type { ViewerMessageFragment } from '../../client/gql/operations.ts';
import { type MessagePoint, type SteerAction, useSteer } from '../steering/actions.ts';

const excerptOf = (message: ViewerMessageFragment): string => {
  const text = message.content ?? message.toolName ?? message.role.toLowerCase();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
};

export function MessageActions({ message, conversationId }: { message: ViewerMessageFragment; conversationId: string }) {
  const steer = useSteer();
  const point: MessagePoint = { id: message.id, seq: message.seq, excerpt: excerptOf(message), conversationId };
  const button = (kind: 'rewind' | 'fork' | 'compact', label: string) => (
    <button type="button" class="quiet small" data-opener={`${kind}:${message.id}`} onClick={() => steer({ kind, message: point } as SteerAction)}>
      {label}
    </button>
  );
  return (
    <p class="message-actions">
      {button('rewind', 'Rewind to here…')} {button('fork', 'Fork from here…')} {button('compact', 'Compact up to here…')}
    </p>
  );
}
