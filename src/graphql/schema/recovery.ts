// Stub: filled by issue 12's work (see the file's owner in the issue's notes).
export {};
