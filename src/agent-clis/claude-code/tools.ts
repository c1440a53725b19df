// Claude Code's tools as steps: which kind each is (what a resume must know of its effect), a title for people, and
// for the file-editing tools (Write, Edit, MultiEdit, NotebookEdit) the file they write. A tool we do not know is an
// EXEC step: it may have done anything, which is what a resume must assume.
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { StepKind, WrittenFile } from '../recording.ts';

/** Tools that change no file: reading, searching, fetching, planning. */
const READ_TOOLS = new Set([
  'Read',
  'Glob',
  'Grep',
  'LS',
  'NotebookRead',
  'WebFetch',
  'WebSearch',
  'TodoWrite',
  'TodoRead',
  'BashOutput',
  'ExitPlanMode',
  'ListMcpResourcesTool',
  'ReadMcpResourceTool',
]);
/** Tools that write one file, and the input field naming it. */
const WRITE_TOOLS: Record<string, string> = { Write: 'file_path', Edit: 'file_path', MultiEdit: 'file_path', NotebookEdit: 'notebook_path' };

export type ToolStep = { stepKind: StepKind; title: string; files: WrittenFile[] };

const field = (input: unknown, key: string): string | null => {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : null;
};

const clip = (text: string, max = 80) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** The path as the session's folder names it, or null when it lies outside (such a write cannot be declared). */
export function relativeTo(folder: string | null, file: string): string | null {
  if (!folder) return path.isAbsolute(file) ? null : path.normalize(file);
  const relative = path.relative(folder, path.resolve(folder, file));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative.split(path.sep).join('/') : null;
}

function shown(folder: string | null, file: string): string {
  return relativeTo(folder, file) ?? file;
}

function titleOf(tool: string, input: unknown, folder: string | null): string {
  const file = field(input, 'file_path') ?? field(input, 'notebook_path') ?? field(input, 'path');
  const detail =
    tool === 'Bash'
      ? (field(input, 'description') ?? field(input, 'command'))
      : tool === 'Grep' || tool === 'Glob'
        ? field(input, 'pattern')
        : tool === 'WebFetch'
          ? field(input, 'url')
          : tool === 'WebSearch'
            ? field(input, 'query')
            : tool === 'Task' || tool === 'Agent'
              ? field(input, 'description')
              : file && shown(folder, file);
  return clip(detail ? `${tool}: ${detail}` : tool, 200);
}

/** The step a tool use is, in the session's folder `folder` (the files it writes named relative to it). */
export function stepOfTool(tool: string, input: unknown, folder: string | null): ToolStep {
  const title = titleOf(tool, input, folder);
  const fileField = WRITE_TOOLS[tool];
  if (fileField) {
    const file = field(input, fileField);
    const relative = file ? relativeTo(folder, file) : null;
    // Write says the whole content up front; an edit's result is only known once it is made (the agent hashes it).
    const content = tool === 'Write' ? field(input, 'content') : null;
    const sha256 = content === null ? null : createHash('sha256').update(content, 'utf8').digest('hex');
    return { stepKind: 'WRITE', title, files: relative ? [{ path: relative, sha256 }] : [] };
  }
  return { stepKind: READ_TOOLS.has(tool) ? 'READ' : 'EXEC', title, files: [] };
}
