import { type Report, reportCommand } from '../../agents/agent-command.service.ts';
import type { Caller } from '../../caller.ts';
import { NotFoundError, throws, ValidationError } from '../../errors/domain.ts';

/** reportAgentCommand: an agent says how a command it was given ended. */
export async function reportAgentCommand(caller: Caller, report: Report): Promise<{ commandId: string; accepted: boolean }> {
  const { command, accepted } = await reportCommand(caller, caller.viewer.ownerId, report);
  return { commandId: command.id, accepted };
}
export const reportAgentCommandThrows = throws(NotFoundError, ValidationError);
