// What a restore of a workspace's files is asked to do: the whole tree back to a snapshot and/or single files back to
// theirs. The folder's agent carries it out (capture/agent-restore.ts); resume plans it (workflows/resume/preview.ts).

/** Files put back to their content in a snapshot (an agent's tree). */
export type FileRestore = { commit: string; paths: string[] };

/** What to change: the whole workspace back to a snapshot (first), then single files back. */
export type RestorePlan = { workspace: string | null; files: readonly FileRestore[] };

export function changesFiles(plan: RestorePlan): boolean {
  return plan.workspace !== null || plan.files.length > 0;
}

/** Every path of the file restores, once. */
export function restoredPaths(plan: RestorePlan): string[] {
  return [...new Set(plan.files.flatMap((restore) => restore.paths))];
}
