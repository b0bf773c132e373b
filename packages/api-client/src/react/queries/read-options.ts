/** What a screen may say about a read: whether it should run now (e.g. only when signed in). */
export type ReadOptions = { enabled?: boolean };
