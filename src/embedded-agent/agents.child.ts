// The embedded agents' own process (agents-process.ts starts it): the same agent as `savepoint agent`
// (agent/runtime.ts), one per workspace the server asks it to serve, each talking to the server through its public
// API. Before each command it asks the server whether it may carry it out (the server checks, at use, that the owner
// is still local and the folder still the one attached). The server drives its life: it ignores the signals a
// terminal sends the whole process group (the server stops its agents first, each finishing the command at hand), and
// exits as soon as the server is gone.
import WebSocket from 'ws';
import { AgentError } from '../agent/command.ts';
import { type RunningAgent, startAgent } from '../agent/runtime.ts';
import { type FromAgents, type Refusal, refusalOf, type ToAgents } from './agents-process.ts';

const agents = new Map<string, RunningAgent>();
const questions = new Map<number, (refusal: Refusal | null) => void>();
let nextQuestion = 0;

const tell = (message: FromAgents) => {
  if (process.connected) process.send?.(message);
};

/** The server's verdict on a command of the workspace's agent: a refusal rejects with the server's code and message. */
const admit = (workspace: string) =>
  new Promise<void>((resolve, reject) => {
    const id = nextQuestion++;
    questions.set(id, (refusal) =>
      refusal ? reject(refusal.code ? new AgentError(refusal.code, refusal.message, refusal.paths) : new Error(refusal.message)) : resolve(),
    );
    tell({ type: 'admit', id, workspace });
  });

async function carryOut(message: ToAgents): Promise<void> {
  if (message.type === 'admitted') {
    questions.get(message.id)?.(message.refusal);
    questions.delete(message.id);
    return;
  }
  if (message.type === 'stop') {
    const agent = agents.get(message.workspace);
    agents.delete(message.workspace);
    await agent
      ?.stop()
      .catch((error: unknown) =>
        tell({ type: 'warn', message: `stopping the embedded agent of workspace ${message.workspace} failed: ${refusalOf(error).message}` }),
      );
    tell({ type: 'done', id: message.id, agentId: null, failure: null });
    return;
  }
  try {
    const agent = await startAgent({
      ...message.options,
      webSocketImpl: WebSocket,
      admit: () => admit(message.workspace),
      onError: (error) => tell({ type: 'warn', message: `the embedded agent of workspace ${message.workspace}: ${refusalOf(error).message}` }),
    });
    agents.set(message.workspace, agent);
    tell({ type: 'done', id: message.id, agentId: agent.agentId, failure: null });
  } catch (error) {
    tell({ type: 'done', id: message.id, agentId: null, failure: refusalOf(error) });
  }
}

process.on('message', (message: ToAgents) => void carryOut(message));
// Gone (stopped, or killed): whatever is under way ends here, as in a crash; each agent's journal settles it at its next start.
process.on('disconnect', () => process.exit(0));
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => {});
