// A progress indicator for anything that can take over a second (a resume restoring thousands of files, a fork, an
// export): after `delayMs` with no answer, a spinner, what is under way and the time so far, redrawn in place on
// stderr. Only on a terminal (never in a pipe or a log file, where it would be noise) and cleared before anything else
// is printed, so what the command prints is the same with it or without it.

export type ProgressStream = { isTTY?: boolean; write: (text: string) => unknown };

export type Progress = {
  /** What is under way now (e.g. "12.4 MB sent"), shown beside the label. */
  update: (detail: string) => void;
  /** Clears the line; nothing is drawn after. */
  stop: () => void;
};

const FRAMES = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const CLEAR_LINE = '\r\u001b[2K';

export function startProgress(
  label: string,
  { stream = process.stderr as ProgressStream, delayMs = 1_000, intervalMs = 100, env = process.env } = {},
): Progress {
  if (!stream.isTTY || env.TERM === 'dumb') return { update: () => {}, stop: () => {} };
  const started = performance.now();
  let detail = '';
  let frame = 0;
  let drawn = false;
  const draw = () => {
    const seconds = ((performance.now() - started) / 1_000).toFixed(0);
    stream.write(`${CLEAR_LINE}${FRAMES[frame++ % FRAMES.length]} ${label}${detail ? `: ${detail}` : ''} (${seconds} s)`);
    drawn = true;
  };
  let ticker: ReturnType<typeof setInterval> | undefined;
  const delay = setTimeout(() => {
    draw();
    ticker = setInterval(draw, intervalMs);
    ticker.unref();
  }, delayMs);
  delay.unref();
  return {
    update: (text) => {
      detail = text;
    },
    stop: () => {
      clearTimeout(delay);
      clearInterval(ticker);
      if (drawn) stream.write(CLEAR_LINE);
    },
  };
}

/** Runs `work` with a progress indicator labelled `label` (shown only if it takes longer than a second). */
export async function withProgress<T>(label: string, work: () => Promise<T>, options?: Parameters<typeof startProgress>[1]): Promise<T> {
  const progress = startProgress(label, options);
  try {
    return await work();
  } finally {
    progress.stop();
  }
}
