// One checkpoint in detail: what it is, then its code diff (unified or side by side) and its state diff, against the
// previous checkpoint or another one chosen in the list (the choice is in the address, so it can be linked).
import { ViewerCheckpointDetailDocument, type ViewerCheckpointRowFragment } from '../../client/gql/operations.ts';
import { ErrorNote, Loading } from '../components.tsx';
import { useConnection } from '../connection.ts';
import { DiffFiles, type DiffLayout } from '../diff/diff-view.tsx';
import { StateDiffView } from '../diff/state-diff.tsx';
import { timeText } from '../format.ts';
import { useLoad } from '../hooks.ts';
import { navigate, sessionHref } from '../route.ts';
import { useSteer } from '../steering/actions.ts';
import type { SessionData } from './session-data.ts';

type Props = {
  session: SessionData;
  checkpoint: ViewerCheckpointRowFragment;
  checkpoints: readonly ViewerCheckpointRowFragment[];
  against: string | null;
  layout: DiffLayout;
  onLayout: (layout: DiffLayout) => void;
};

export function CheckpointDetail({ session, checkpoint: c, checkpoints, against, layout, onLayout }: Props) {
  const { client } = useConnection();
  const steer = useSteer();
  const point = { id: c.id, seq: c.seq, label: c.label };
  const detail = useLoad(async () => {
    const { node } = await client.request(ViewerCheckpointDetailDocument, { id: c.id, against });
    if (node?.__typename !== 'Checkpoint') throw new Error('This checkpoint cannot be read.');
    return node;
  }, [client, c.id, against]);
  const diff = detail.value?.diff;
  const stateDiff = detail.value?.stateDiff;
  return (
    <article class="checkpoint-detail" aria-labelledby="checkpoint-title">
      <h3 id="checkpoint-title">
        Checkpoint #{c.seq}: {c.label}
      </h3>
      <CheckpointFacts checkpoint={c} />
      {c.gitNote ? <p class="hint">{c.gitNote}</p> : null}
      <p class="checkpoint-actions">
        <button type="button" data-opener={`rewind:${c.id}`} onClick={() => steer({ kind: 'rewind', checkpoint: point })}>
          Rewind to here…
        </button>{' '}
        <button type="button" data-opener={`fork:${c.id}`} onClick={() => steer({ kind: 'fork', checkpoint: point })}>
          Fork from here…
        </button>{' '}
        {session.resumable ? (
          <button type="button" data-opener={`resume:${c.id}`} onClick={() => steer({ kind: 'resume', checkpoint: point })}>
            Resume from here…
          </button>
        ) : null}
      </p>
      <div class="toolbar">
        <label>
          Compared with
          <select value={against ?? ''} onChange={(event) => navigate(sessionHref(session.id, 'checkpoints', c.id, event.currentTarget.value || null))}>
            <option value="">the previous checkpoint</option>
            {checkpoints
              .filter((other) => other.id !== c.id)
              .map((other) => (
                <option key={other.id} value={other.id}>
                  #{other.seq} {other.label}
                </option>
              ))}
          </select>
        </label>
        <fieldset class="layout">
          <legend class="visually-hidden">Diff layout</legend>
          {(['unified', 'split'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="diff-layout" value={option} checked={layout === option} onChange={() => onLayout(option)} />{' '}
              {option === 'unified' ? 'Unified' : 'Side by side'}
            </label>
          ))}
        </fieldset>
      </div>
      {detail.error ? <ErrorNote error={detail.error} /> : null}
      {!detail.value && !detail.error ? <Loading what="the diff" /> : null}
      {diff ? (
        <section class="code-diff" aria-labelledby="code-diff-title">
          <h3 id="code-diff-title">Code</h3>
          {diff.__typename === 'CheckpointDiff' ? (
            <>
              <p>
                {diff.from ? `From checkpoint #${diff.from.seq} (${diff.from.label})` : 'From nothing (its first code snapshot)'}: {diff.totals.filesChanged}{' '}
                files changed, +{diff.totals.additions} −{diff.totals.deletions}.
              </p>
              <DiffFiles files={diff.files} layout={layout} />
            </>
          ) : (
            <p class="note" role="note">
              {diff.message}
            </p>
          )}
        </section>
      ) : null}
      {stateDiff ? (
        <section class="state-diff-section" aria-labelledby="state-diff-title">
          <h3 id="state-diff-title">State</h3>
          {stateDiff.__typename === 'CheckpointStateDiff' ? (
            <>
              <p>{stateDiff.from ? `From checkpoint #${stateDiff.from.seq} (${stateDiff.from.label}):` : 'From the start of the session:'}</p>
              <StateDiffView diff={stateDiff} />
            </>
          ) : (
            <p class="note" role="note">
              {stateDiff.message}
            </p>
          )}
        </section>
      ) : null}
    </article>
  );
}

/** Kind, time, where it was taken, and how much code it holds changed: the facts of a checkpoint's row and header. */
export function CheckpointFacts({ checkpoint: c }: { checkpoint: ViewerCheckpointRowFragment }) {
  return (
    <p class="facts">
      <span class="badge">{c.kind.toLowerCase()}</span> <time dateTime={c.createdAt}>{timeText(c.createdAt)}</time>
      {c.task ? <span>task {c.task.key}</span> : null}
      {c.step ? <span>step “{c.step.title}”</span> : null}
      {c.phase && !c.task ? <span>phase {c.phase.name}</span> : null}
      <span>
        {c.filesChanged.length} files, +{c.linesAdded} −{c.linesRemoved}
      </span>
      {c.verified ? null : <span class="badge state-failed">signature does not match</span>}
      {c.pinned ? <span class="badge">pinned</span> : null}
    </p>
  );
}
