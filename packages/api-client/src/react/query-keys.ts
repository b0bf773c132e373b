/** Query keys of every cached read, in one place so invalidations cannot drift from reads. */
export const queryKeys = {
  all: ["casino"] as const,
  settings: () => [...queryKeys.all, "settings"] as const,
};
