// Compaction from a message: every visible message up to it stands behind one summary from now on (set aside, never
// deleted; resume reads the summary). First the messages it would cover (a dry run), then the compaction, then undo.
import { useState } from 'preact/hooks';
import { ViewerCompactConversationDocument, type ViewerCompactConversationMutation } from '../../client/gql/operations.ts';
import type { Success } from '../../client/results.ts';
import { useConnection } from '../connection.ts';
import { Dialog } from '../dialog.tsx';
import type { SteerProps } from './actions.ts';
import { DialogButtons, DialogResult, RefusalNote, useCall } from './call.tsx';
import { UndoRewind } from './undo.tsx';

type Compacted = Success<ViewerCompactConversationMutation['compactConversation']>;

const excerpt = (text: string | null) => (text && text.length > 80 ? `${text.slice(0, 79)}…` : (text ?? '(no text)'));

export function CompactDialog({ action, onClose, onChanged }: SteerProps<'compact'>) {
  const { client } = useConnection();
  const call = useCall();
  const [summary, setSummary] = useState('');
  const [preview, setPreview] = useState<Compacted | null>(null);
  const [done, setDone] = useState<Compacted | null>(null);
  const compact = async (dryRun: boolean) => {
    const input = { conversationId: action.message.conversationId, upToMessageId: action.message.id, summary: summary.trim(), dryRun };
    const payload = await call.run(async () => (await client.request(ViewerCompactConversationDocument, { input })).compactConversation);
    if (!payload) return;
    if (dryRun) setPreview(payload);
    else {
      setDone(payload);
      onChanged();
    }
  };
  return (
    <Dialog title={`Compact up to “${action.message.excerpt}”`} onClose={onClose}>
      {!preview ? (
        <form class="dialog-form" onSubmit={(event) => event.preventDefault()}>
          <p>This message and every visible one before it are read as your summary from now on. They are set aside, never deleted.</p>
          <label class="stacked">
            Summary
            <textarea rows={5} value={summary} required onInput={(event) => setSummary(event.currentTarget.value)} />
          </label>
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Preview the compaction" busy={call.busy} onGo={() => void compact(true)} onCancel={onClose} />
        </form>
      ) : null}
      {preview && !done ? (
        <>
          <section class="preview" aria-label="Preview">
            <h3>What it covers</h3>
            <p>
              {preview.covered.count} messages, from “{excerpt(preview.covered.first.content)}” to “{excerpt(preview.covered.last.content)}”, would stand behind
              the summary.
            </p>
          </section>
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Compact" busy={call.busy} onGo={() => void compact(false)} onCancel={onClose} />
        </>
      ) : null}
      {done ? (
        <DialogResult onClose={onClose}>
          <p role="status">Compacted: {done.covered.count} messages now stand behind the summary.</p>
          {done.rewind ? <UndoRewind rewindId={done.rewind.id} what="compaction" onChanged={onChanged} /> : null}
        </DialogResult>
      ) : null}
    </Dialog>
  );
}
