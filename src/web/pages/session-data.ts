// The session as its page reads it (ViewerSession), shared by the page and its views.
import type { ViewerSessionQuery } from '../../client/gql/operations.ts';

export type SessionData = Extract<ViewerSessionQuery['session'], { __typename: 'Session' }>;
