import canonicalize from 'canonicalize';
import type { Caller } from '../../caller.ts';
import { agentSnapshot } from '../../capture/agent-snapshot.ts';
import type { Checkpoint, FileChangeRecord } from '../../db/tables/checkpoints.ts';
import type { Session } from '../../db/tables/sessions.ts';
import type { Workspace } from '../../db/tables/workspaces.ts';
import { AgentCommandFailedError, AgentOfflineError } from '../../errors/agent.ts';
import { CheckpointTamperedError } from '../../errors/checkpoint.ts';
import { ConfigChangedError, EnvironmentInvalidError } from '../../errors/resume.ts';
import { WorkspaceUnavailableError } from '../../errors/workspace.ts';

export const EnvironmentIssueCode = {
  WORKSPACE_MISSING: 'WORKSPACE_MISSING',
  WORKSPACE_NOT_DIRECTORY: 'WORKSPACE_NOT_DIRECTORY',
  WORKSPACE_UNREADABLE: 'WORKSPACE_UNREADABLE',
  WORKSPACE_REPLACED: 'WORKSPACE_REPLACED',
  REPOSITORY_OUTSIDE: 'REPOSITORY_OUTSIDE',
  ON_AGENT_HOST: 'ON_AGENT_HOST',
  NOT_LOCAL: 'NOT_LOCAL',
  AGENT_OFFLINE: 'AGENT_OFFLINE',
  REPOSITORY_CORRUPT: 'REPOSITORY_CORRUPT',
  FILES_CHANGED: 'FILES_CHANGED',
  CONFIG_CHANGED: 'CONFIG_CHANGED',
  NO_CODE_SNAPSHOT: 'NO_CODE_SNAPSHOT',
  TERMINAL_STATE: 'TERMINAL_STATE',
  SESSION_LOCKED: 'SESSION_LOCKED',
  CHECKPOINT_TAMPERED: 'CHECKPOINT_TAMPERED',
} as const;
export type EnvironmentIssueCode = (typeof EnvironmentIssueCode)[keyof typeof EnvironmentIssueCode];

export type EnvironmentIssue = { code: EnvironmentIssueCode; message: string };
/** A file that differs between the last code checkpoint and the folder now. */
export type ChangedFile = { path: string; action: 'ADDED' | 'MODIFIED' | 'DELETED'; modifiedAt: Date | null };
export type EnvironmentReport = { valid: boolean; errors: EnvironmentIssue[]; warnings: EnvironmentIssue[]; changedFiles: ChangedFile[] };

function issueOfWorkspace(error: WorkspaceUnavailableError): EnvironmentIssue {
  const known: readonly string[] = Object.values(EnvironmentIssueCode);
  return { code: known.includes(error.reason) ? (error.reason as EnvironmentIssueCode) : 'REPOSITORY_CORRUPT', message: error.message };
}

/** Whether the workspace is fit to resume in: an unusable one (WorkspaceUnavailableError) is reported as an issue, not thrown. */
export async function validateEnvironment(
  caller: Caller,
  session: Session,
  workspace: Workspace,
  checkpoint: Pick<Checkpoint, 'config'> | null,
  lastCode: Pick<Checkpoint, 'git_commit' | 'code_tree'> | null,
  /** What lookThroughAgent saw (taken once per preview), else it is looked at here. */
  seen?: AgentView,
): Promise<EnvironmentReport> {
  const report: EnvironmentReport = { valid: true, errors: [], warnings: [], changedFiles: [] };
  // Never stat-ed here: the folder's agent snapshots it, and the changes since the last code checkpoint are read from
  // the stored trees.
  const view = seen ?? (await lookThroughAgent(caller, session, workspace, lastCode?.code_tree ?? null));
  if ('issue' in view) report.errors.push(view.issue);
  else if (lastCode?.code_tree) report.changedFiles = view.files.flatMap(asChangedFiles);
  if (report.changedFiles.length) {
    report.warnings.push({
      code: 'FILES_CHANGED',
      message: `${report.changedFiles.length} file(s) changed since the last checkpoint; review them before continuing.`,
    });
  }
  if (checkpoint && canonicalize(checkpoint.config) !== canonicalize(session.config)) {
    const next = 'resume refuses until it matches again, or until a new checkpoint (createCheckpoint) stamps the new one';
    report.warnings.push({ code: 'CONFIG_CHANGED', message: `The model configuration differs from the one stamped on the checkpoint; ${next}.` });
  }
  report.valid = report.errors.length === 0;
  return report;
}

/** An agent's folder as its agent sees it now: its snapshot (stored) and the changes since `lastTree`, or why not. */
export type AgentView = { tree: string; files: FileChangeRecord[] } | { issue: EnvironmentIssue };

/** The agent's snapshot of the folder now, against the last code checkpoint's tree; an agent away or failing is an issue. */
export async function lookThroughAgent(caller: Caller, session: Session, workspace: Workspace, lastTree: string | null): Promise<AgentView> {
  try {
    const now = await agentSnapshot(caller, workspace, session.id, lastTree);
    return { tree: now.tree!, files: now.files };
  } catch (error) {
    if (!(error instanceof AgentOfflineError || error instanceof AgentCommandFailedError || error instanceof WorkspaceUnavailableError)) throw error;
    if (error instanceof WorkspaceUnavailableError) return { issue: issueOfWorkspace(error) };
    if (error instanceof AgentOfflineError) return { issue: { code: 'AGENT_OFFLINE', message: error.message } };
    const known: readonly string[] = Object.values(EnvironmentIssueCode);
    return { issue: { code: known.includes(error.agentCode) ? (error.agentCode as EnvironmentIssueCode) : 'WORKSPACE_UNREADABLE', message: error.message } };
  }
}

/** A change as the environment lists it: a rename is its old path deleted and its new one added. */
function asChangedFiles(file: FileChangeRecord): ChangedFile[] {
  if (file.action === 'RENAMED' && file.previousPath) {
    return [
      { path: file.previousPath, action: 'DELETED', modifiedAt: null },
      { path: file.path, action: 'ADDED', modifiedAt: null },
    ];
  }
  const action = file.action === 'DELETED' ? 'DELETED' : file.action === 'MODIFIED' ? 'MODIFIED' : 'ADDED';
  return [{ path: file.path, action, modifiedAt: null }];
}

/** What refuses a resume, in order: an unfit workspace, changed files when ABORT was asked, a tampered checkpoint, a changed configuration. */
export function refuseUnfit(
  report: EnvironmentReport,
  blockers: readonly EnvironmentIssue[],
  changedFiles: 'WARN' | 'ABORT',
  ids: { sessionId: string; checkpointId: string | null },
): void {
  if (!report.valid)
    throw new EnvironmentInvalidError(
      report.errors.map((e) => e.message),
      'Fix the workspace folder, then resume again.',
    );
  if (changedFiles === 'ABORT' && report.changedFiles.length) {
    throw new EnvironmentInvalidError(
      report.changedFiles.map((f) => `${f.path} ${f.action.toLowerCase()}`),
      'changedFiles: ABORT was requested; review the changes, then resume with WARN.',
    );
  }
  if (ids.checkpointId && blockers.some((b) => b.code === EnvironmentIssueCode.CHECKPOINT_TAMPERED)) throw new CheckpointTamperedError(ids.checkpointId);
  if (report.warnings.some((w) => w.code === EnvironmentIssueCode.CONFIG_CHANGED)) throw new ConfigChangedError(ids.sessionId);
}
