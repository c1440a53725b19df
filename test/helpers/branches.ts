// The createBranchFromCheckpoint operation, its result, and the branch events it records.
import { graphql } from '../gql/index.ts';
import type { Client } from './app.ts';
import { SessionEvents } from './operations.ts';

const CreateBranch = graphql(`
  mutation CreateBranchFromCheckpointOp($input: CreateBranchFromCheckpointInput!) {
    createBranchFromCheckpoint(input: $input) {
      __typename
      ... on CreateBranchFromCheckpointPayload { checkedOut replayed branch { name reference commit } checkpoint { id seq label codeTree } }
      ... on Error { code message }
      ... on ValidationError { field }
      ... on WorkingTreeDirtyError { path changedPaths }
      ... on RepositoryUnavailableError { path }
      ... on BranchExistsError { takenName: branch }
    }
  }
`);

export async function createBranch(owner: Client, input: Record<string, unknown>) {
  return (await owner.gql(CreateBranch, { input: input as never })).createBranchFromCheckpoint;
}

type Made = Extract<Awaited<ReturnType<typeof createBranch>>, { __typename: 'CreateBranchFromCheckpointPayload' }>;

export function made(result: Awaited<ReturnType<typeof createBranch>>): Made {
  if (result.__typename !== 'CreateBranchFromCheckpointPayload') throw new Error(JSON.stringify(result));
  return result;
}

export async function branchEvents(owner: Client, sessionId: string) {
  const data = await owner.gql(SessionEvents, { id: sessionId, types: ['checkpoint.branch_created'] });
  if (data.session?.__typename !== 'Session') throw new Error(JSON.stringify(data));
  return data.session.events!.edges.map((edge) => edge.node);
}
