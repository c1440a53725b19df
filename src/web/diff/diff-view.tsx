// A code diff as GitHub shows one: file by file, each folded or open (a large one starts folded), unified or side by
// side, highlighted, line numbers on both sides, the +/- sign always written (colour is a second cue). A long file
// shows its first lines, then more on demand, so a diff of thousands of lines stays quick to open and to scroll.
import { useMemo, useState } from 'preact/hooks';
import type { ViewerFileDiffFragment } from '../../client/gql/operations.ts';
import { type DiffRow, lineCount, splitRows, type UnifiedRow, unifiedRows } from './diff-model.ts';
import { languageOf, type Token } from './highlight.ts';

export type DiffLayout = 'unified' | 'split';

/** Lines shown of a file at first, and added by each "show more". */
const LINES_STEP = 300;
/** A file starts open when it is among the first few and not too long. */
const OPEN_FILES = 10;
const OPEN_LINES = 1_000;

export function DiffFiles({ files, layout }: { files: readonly ViewerFileDiffFragment[]; layout: DiffLayout }) {
  return (
    <div class="diff-files">
      {files.map((file, index) => (
        <FileDiff
          key={`${file.previousPath ?? ''}:${file.path}`}
          file={file}
          layout={layout}
          startOpen={index < OPEN_FILES && lineCount(file.hunks) <= OPEN_LINES}
        />
      ))}
    </div>
  );
}

function FileDiff({ file, layout, startOpen }: { file: ViewerFileDiffFragment; layout: DiffLayout; startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const [limit, setLimit] = useState(LINES_STEP);
  const total = lineCount(file.hunks);
  const rows = useMemo(() => (open ? unifiedRows(file.hunks, languageOf(file.path), limit) : []), [file, open, limit]);
  const shown = Math.min(total, limit);
  return (
    <section class="diff-file" data-path={file.path} aria-label={`${file.path}, ${file.action.toLowerCase()}`}>
      <h4>
        <button type="button" class="quiet fold" aria-expanded={open} onClick={() => setOpen(!open)}>
          {file.previousPath ? `${file.previousPath} → ${file.path}` : file.path}
        </button>{' '}
        <span class={`badge action-${file.action.toLowerCase()}`}>{file.action.toLowerCase()}</span>{' '}
        <span class="stat">
          +{file.additions} −{file.deletions}
        </span>
      </h4>
      {open && file.binary ? <p>A binary file: no lines to show.</p> : null}
      {open && !file.binary ? (
        <table class={`diff diff-${layout}`}>
          <caption class="visually-hidden">
            {file.path}, {layout === 'split' ? 'old and new side by side' : 'unified'}
          </caption>
          {layout === 'split' ? (
            <colgroup>
              <col class="ln" />
              <col />
              <col class="ln" />
              <col />
            </colgroup>
          ) : (
            <colgroup>
              <col class="ln" />
              <col class="ln" />
              <col />
            </colgroup>
          )}
          <tbody>{layout === 'split' ? splitRows(rows).map(splitRow) : rows.map(unifiedRow)}</tbody>
        </table>
      ) : null}
      {open && shown < total ? (
        <p class="more">
          Showing {shown} of {total} lines.{' '}
          <button type="button" onClick={() => setLimit(limit + LINES_STEP)}>
            Show {Math.min(LINES_STEP, total - shown)} more lines
          </button>{' '}
          <button type="button" class="quiet" onClick={() => setLimit(total)}>
            Show all
          </button>
        </p>
      ) : null}
    </section>
  );
}

const SIGN: Record<DiffRow['kind'], string> = { added: '+', removed: '-', context: ' ', note: '' };

function Code({ row }: { row: DiffRow | null }) {
  if (!row) return <td class="code empty" />;
  return (
    <td class={`code ${row.kind}`}>
      <span class="sign" aria-hidden="true">
        {SIGN[row.kind]}
      </span>
      {row.kind === 'added' ? <span class="visually-hidden">added: </span> : row.kind === 'removed' ? <span class="visually-hidden">removed: </span> : null}
      {row.tokens.map(token)}
    </td>
  );
}

const token = (t: Token, index: number) =>
  t.classes ? (
    <span key={index} class={t.classes}>
      {t.text}
    </span>
  ) : (
    t.text
  );

function unifiedRow(row: UnifiedRow, index: number) {
  if ('hunk' in row) {
    return (
      <tr key={index} class="hunk">
        <td colSpan={3}>{row.hunk}</td>
      </tr>
    );
  }
  return (
    <tr key={index} class={row.kind}>
      <td class="ln">{row.oldLine ?? ''}</td>
      <td class="ln">{row.newLine ?? ''}</td>
      <Code row={row} />
    </tr>
  );
}

function splitRow(row: ReturnType<typeof splitRows>[number], index: number) {
  if ('hunk' in row) {
    return (
      <tr key={index} class="hunk">
        <td colSpan={4}>{row.hunk}</td>
      </tr>
    );
  }
  return (
    <tr key={index}>
      <td class="ln">{row.left?.oldLine ?? ''}</td>
      <Code row={row.left} />
      <td class="ln">{row.right?.newLine ?? ''}</td>
      <Code row={row.right} />
    </tr>
  );
}
