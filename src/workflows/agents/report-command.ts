import { type Report, reportCommand, settleReported } from '../../agents/agent-command.service.ts';
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';

/** reportAgentCommand: an agent says how a command it was given ended. */
export async function reportAgentCommand(caller: Caller, report: Report): Promise<{ commandId: string; accepted: boolean }> {
  const { redactor } = caller.settings;
  if (report.error && !/^[A-Z][A-Z0-9_]{0,63}$/.test(report.error.code)) {
    throw new ValidationError('error.code', 'is a stable code in capitals (A-Z, 0-9, _; at most 64 characters), such as WORKSPACE_MISSING.');
  }
  const { command, accepted } = await reportCommand(caller, caller.viewer.ownerId, {
    ...report,
    result: report.result == null ? report.result : redactor.json(report.result),
    error:
      report.error == null
        ? report.error
        : {
            code: report.error.code,
            message: redactor.text(report.error.message),
            ...(report.error.paths ? { paths: report.error.paths.map((file) => redactor.text(file)) } : {}),
          },
  });
  return { commandId: command.id, accepted };
}
export const reportAgentCommandThrows = throws(NotFoundError, ValidationError);

/**
 * settleAgentCommand: the agent that reported file work asks whether to keep it (DONE), wait (REPORTED) or take it
 * back (anything else); settled for good once its time to be recorded ran out.
 */
export async function settleAgentCommand(caller: Caller, input: { commandId: string; agentKey: string }): Promise<{ commandId: string }> {
  const command = await settleReported(caller.db, caller.viewer.ownerId, input.commandId, input.agentKey);
  return { commandId: command.id };
}
export const settleAgentCommandThrows = throws(NotFoundError);
