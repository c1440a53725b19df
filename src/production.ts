// The server process runs as production unless its environment says otherwise (NODE_ENV). What that changes: graphql-js
// leaves out its development checks (each failed instanceof of a value's coercion looks for a second copy of graphql),
// about a third of the coercion of a large input. main.ts imports this first, before anything loads graphql-js, which
// reads NODE_ENV once, as it loads. Tests keep the checks: they import app.ts, and vitest sets NODE_ENV=test.
process.env.NODE_ENV ??= 'production';
