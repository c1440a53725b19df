// Apollo Client 4: queries and mutations over HTTP, subscriptions over graphql-ws, and a session's events followed
// from a cursor across dropped sockets and server restarts (follow.ts).
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, gql, HttpLink, InMemoryCache, type PossibleTypesMap } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { type FollowOptions, follow } from './follow.ts';

// Node 20 has no global WebSocket (browsers and Node 22 do). graphql-ws is given one below; Apollo's GraphQLWsLink
// reads the global one whenever a connection fails, and without it the first failed reconnection ends the process.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

/** `possibleTypes` from @graphql-codegen/fragment-matcher: without it Apollo drops the fields of `... on Error`. */
export function createApollo({ url, token, possibleTypes }: { url: string; token: string; possibleTypes: PossibleTypesMap }) {
  const authorization = `Bearer ${token}`;
  const subscriptions = createClient({
    url: url.replace(/^http/, 'ws'),
    webSocketImpl: WebSocket,
    connectionParams: { authorization }, // checked when the socket opens
    retryAttempts: 0, // its retries would send each subscription again from its first cursor: follow() resubscribes instead
  });
  return new ApolloClient({
    link: ApolloLink.split(
      ({ query }) => {
        const main = getMainDefinition(query);
        return main.kind === 'OperationDefinition' && main.operation === 'subscription';
      },
      new GraphQLWsLink(subscriptions),
      new HttpLink({ uri: url, headers: { authorization } }),
    ),
    cache: new InMemoryCache({ possibleTypes }),
  });
}

export type EventEdge = { cursor: string; node: { seq: number; type: string; data: unknown } };

const SessionEvents = gql`
  subscription SessionEvents($sessionId: ID!, $after: String) {
    sessionEvents(sessionId: $sessionId, after: $after) { cursor node { seq type data } }
  }
`;

/** A session's events after `after`, then live, each once and in order, across restarts of the server. */
export function followSession(client: ApolloClient, sessionId: string, after: string, onEvent: (edge: EventEdge) => void, options?: FollowOptions) {
  return follow<EventEdge>(
    (from, on) => {
      const subscription = client.subscribe<{ sessionEvents: EventEdge }>({ query: SessionEvents, variables: { sessionId, after: from } }).subscribe({
        // Apollo hands every failure to `next` as `error`, then completes.
        next: ({ data, error }) => {
          if (error) CombinedGraphQLErrors.is(error) ? on.refused(error) : on.ended();
          else if (data) on.item(data.sessionEvents);
        },
        complete: on.ended,
      });
      return () => subscription.unsubscribe();
    },
    after,
    onEvent,
    options,
  );
}
