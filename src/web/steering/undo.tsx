// The undo button every rewind and compaction result offers: undoRewind brings files, messages and plan back whole.
import { useState } from 'preact/hooks';
import { UndoRewindReportDocument } from '../../client/gql/operations.ts';
import { useConnection } from '../connection.ts';
import { RefusalNote, useCall } from './call.tsx';

export function UndoRewind({ rewindId, what, onChanged }: { rewindId: string; what: string; onChanged: () => void }) {
  const { client } = useConnection();
  const call = useCall();
  const [undone, setUndone] = useState(false);
  const undo = async () => {
    const payload = await call.run(async () => (await client.request(UndoRewindReportDocument, { input: { rewindId } })).undoRewind);
    if (!payload) return;
    setUndone(true);
    onChanged();
  };
  if (undone) {
    return (
      <p class="undone" role="status">
        Undone: the {what} is undone, everything back as it was before it.
      </p>
    );
  }
  return (
    <>
      <RefusalNote refusal={call.refusal} />
      <p>
        <button type="button" disabled={call.busy} onClick={() => void undo()}>
          {call.busy ? 'Working…' : `Undo this ${what}`}
        </button>
      </p>
    </>
  );
}
