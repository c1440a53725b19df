// A LangGraph graph checkpointed in Savepoint: it drafts on a topic, stops at an interrupt() for a person's answer,
// and finishes once it has it. Each thread is a Savepoint session (its thread id is the session's client key).
import { Annotation, Command, END, interrupt, START, StateGraph } from '@langchain/langgraph';
import type { BaseCheckpointSaver } from '@langchain/langgraph-checkpoint';
import { SavepointSaver } from '../../src/client/langgraph/savepoint-saver.ts';

const State = Annotation.Root({
  topic: Annotation<string>(),
  answer: Annotation<string>(),
  log: Annotation<string[]>({ reducer: (left, right) => left.concat(right), default: () => [] }),
});

export function savepointCheckpointer({ url, token }: { url: string; token: string }) {
  return new SavepointSaver({ url, token }); // url: the server's /graphql
}

export function approvalGraph(checkpointer: BaseCheckpointSaver) {
  return new StateGraph(State)
    .addNode('draft', (state) => ({ log: [`draft on ${state.topic}`] }))
    .addNode('ask', () => {
      const answer = interrupt<string, string>('approve the draft?');
      return { answer, log: [`asked: ${answer}`] };
    })
    .addNode('finish', (state) => ({ log: [`done: ${state.answer}`] }))
    .addEdge(START, 'draft')
    .addEdge('draft', 'ask')
    .addEdge('ask', 'finish')
    .addEdge('finish', END)
    .compile({ checkpointer });
}

export async function askThenAnswer(graph: ReturnType<typeof approvalGraph>, threadId: string, topic: string, answer: string) {
  const config = { configurable: { thread_id: threadId } };
  await graph.invoke({ topic }, config); // stops at the interrupt: the thread waits in Savepoint
  return graph.invoke(new Command({ resume: answer }), config); // any process, any time later, carries it on
}
