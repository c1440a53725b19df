// Whether an interrupted WRITE landed, by its declared files' hashes: the one rule, whoever reads the files (this
// server for a folder of its own: workspace-files.ts; for an agent's, the stored snapshot its agent just took, read
// by objects/file-read.service.ts for resume's preview).

/** A step as the rule reads it: a WRITE declares the files it writes (path + sha256) in `writes`. */
export type WritingStep = { id: string; kind: string; state: string; writes: ReadonlyArray<{ path: string; sha256?: string | null }> };

/** The WRITE steps in flight (RUNNING or RESUMABLE) that declared every file's sha256: the only ones the rule decides. */
export function decidableWrites<S extends WritingStep>(steps: readonly S[]): S[] {
  return steps.filter(
    (step) => step.kind === 'WRITE' && ['RUNNING', 'RESUMABLE'].includes(step.state) && step.writes.length > 0 && step.writes.every((w) => w.sha256),
  );
}

/**
 * Applied when every declared file has its declared sha256 now (`hashOf`: the file's sha256, null when there is no
 * regular file there); steps that declared no hashes are left out (unknown).
 */
export function appliedByHashes(steps: readonly WritingStep[], hashOf: (path: string) => string | null): Map<string, boolean> {
  return new Map(decidableWrites(steps).map((step) => [step.id, step.writes.every((write) => hashOf(write.path) === write.sha256)]));
}
