// Rewind, as `savepoint rewind` and `rewind-conversation` do it: from a checkpoint, the code and plan go back to it;
// from a message, the conversation is cut just after it (later messages set aside, never deleted), and the code and
// plan too when asked. First a preview (the same call, dryRun: what changes, and what cannot be undone in the world:
// steps and tool calls after the point keep their effect, decided approvals stay decided), then the rewind, then an
// undo button (undoRewind brings files, messages and plan back whole).
import { useState } from 'preact/hooks';
import { type PreserveMode, RewindCodeReportDocument, RewindConversationReportDocument, type RewindReportFragment } from '../../client/gql/operations.ts';
import { useConnection } from '../connection.ts';
import { Dialog } from '../dialog.tsx';
import { timeText } from '../format.ts';
import { pointText, type SteerProps } from './actions.ts';
import { DialogButtons, DialogResult, RefusalNote, useCall } from './call.tsx';
import { UndoRewind } from './undo.tsx';

type Rewound = NonNullable<RewindReportFragment['rewind']>;
type Preview = NonNullable<RewindReportFragment['preview']>;

export function RewindDialog({ session, action, onClose, onChanged }: SteerProps<'rewind'>) {
  const { client } = useConnection();
  const call = useCall();
  const [withCode, setWithCode] = useState(false);
  const [preserve, setPreserve] = useState<PreserveMode>('DISCARD');
  const [branchName, setBranchName] = useState('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [rewound, setRewound] = useState<Rewound | null>(null);
  const fromCheckpoint = 'checkpoint' in action;
  const codeToo = fromCheckpoint || withCode;

  const rewind = async (dryRun: boolean) => {
    const keep = { preserve: codeToo ? preserve : undefined, branchName: codeToo && preserve === 'BRANCH' ? branchName.trim() : undefined, dryRun };
    const payload =
      'checkpoint' in action
        ? await call.run(
            async () =>
              (await client.request(RewindCodeReportDocument, { input: { sessionId: session.id, checkpointId: action.checkpoint.id, ...keep } })).rewindCode,
          )
        : await call.run(
            async () =>
              (
                await client.request(RewindConversationReportDocument, {
                  input: {
                    sessionId: session.id,
                    conversationId: action.message.conversationId,
                    toMessageId: action.message.id,
                    rewindCode: withCode,
                    ...keep,
                  },
                })
              ).rewindConversation,
          );
    if (!payload) return;
    if (dryRun) setPreview(payload.preview);
    else {
      setRewound(payload.rewind);
      onChanged();
    }
  };

  const point = pointText(action);
  return (
    <Dialog title={`Rewind to ${point}`} onClose={onClose}>
      {!preview && !rewound ? (
        <form class="dialog-form" onSubmit={(event) => event.preventDefault()}>
          <p>
            {fromCheckpoint
              ? "The session's files and plan go back to this checkpoint."
              : 'The conversation is cut just after this message: the later ones are set aside, never deleted.'}{' '}
            What is there now stays reachable: the rewind can be undone.
          </p>
          {fromCheckpoint ? null : (
            <label class="option">
              <input type="checkbox" checked={withCode} onChange={(event) => setWithCode(event.currentTarget.checked)} /> Rewind the code and plan too (to the
              newest checkpoint at or before the message)
            </label>
          )}
          {codeToo ? (
            <label>
              Keep what is there now
              <select value={preserve} onChange={(event) => setPreserve(event.currentTarget.value as PreserveMode)}>
                <option value="DISCARD">only as the undo point</option>
                <option value="BRANCH">also as a git branch</option>
                <option value="STASH">also as a git stash</option>
              </select>
            </label>
          ) : null}
          {codeToo && preserve === 'BRANCH' ? (
            <label>
              Branch name
              <input value={branchName} required onInput={(event) => setBranchName(event.currentTarget.value)} />
            </label>
          ) : null}
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Preview the rewind" busy={call.busy} onGo={() => void rewind(true)} onCancel={onClose} />
        </form>
      ) : null}
      {preview && !rewound ? (
        <>
          <RewindPreview preview={preview} />
          <RefusalNote refusal={call.refusal} />
          <DialogButtons label="Rewind" busy={call.busy} onGo={() => void rewind(false)} onCancel={onClose} />
        </>
      ) : null}
      {rewound ? (
        <DialogResult onClose={onClose}>
          <p role="status">
            Rewound ({rewound.kind.toLowerCase()}): {rewound.changes.files.length} files changed, {rewound.changes.messagesSuperseded} messages set aside
            {rewound.changes.planRestored ? ', the plan restored' : ''}.
            {rewound.preservedAs ? ` What was there is kept as ${rewound.preservedAs.kind.toLowerCase()} ${rewound.preservedAs.reference}.` : ''}
          </p>
          <FileList files={rewound.changes.files} />
          <UndoRewind rewindId={rewound.id} what="rewind" onChanged={onChanged} />
        </DialogResult>
      ) : null}
    </Dialog>
  );
}

function RewindPreview({ preview: p }: { preview: Preview }) {
  const lasting = p.irreversibleSteps.length + p.toolCallsAfter.length + p.approvalsAfter.length;
  return (
    <section class="preview" aria-label="Preview">
      <h3>What changes</h3>
      <p>
        Back to <time dateTime={p.pointAt}>{timeText(p.pointAt)}</time>
        {p.codeCheckpoint ? `, the code of checkpoint #${p.codeCheckpoint.seq} (${p.codeCheckpoint.label})` : '; the files are left as they are'}.
      </p>
      {p.files.length ? <FileList files={p.files} /> : <p>No file changes.</p>}
      <p>{p.supersededMessageCount} messages would be set aside (kept, never deleted).</p>
      <h3>What cannot be undone</h3>
      {lasting === 0 ? <p>Nothing recorded after this point acted outside the workspace.</p> : null}
      <ul class="lasting">
        {p.irreversibleSteps.map((step, index) => (
          <li key={`s${index}`}>
            Step “{step.step.title}” ({step.reason}): the world keeps its effect.
          </li>
        ))}
        {p.toolCallsAfter.map((tool, index) => (
          <li key={`t${index}`}>
            Tool call {tool.name} at <time dateTime={tool.at}>{timeText(tool.at)}</time>: the world keeps what it did.
          </li>
        ))}
        {p.approvalsAfter.map((approval, index) => (
          <li key={`a${index}`}>
            Approval “{approval.title}” stays {approval.state.toLowerCase()}.
          </li>
        ))}
      </ul>
    </section>
  );
}

function FileList({ files }: { files: readonly { path: string; action: string; additions?: number; deletions?: number }[] }) {
  return (
    <ul class="files">
      {files.map((file) => (
        <li key={file.path}>
          <code>{file.path}</code> {file.action.toLowerCase()}
          {file.additions != null ? ` +${file.additions} −${file.deletions ?? 0}` : ''}
        </li>
      ))}
    </ul>
  );
}
