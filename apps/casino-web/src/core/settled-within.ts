/**
 * Whether `work` settled within `ms`: answers as soon as it does, or `false` once the time is up
 * (the work goes on). For a page that waits for its reads only so long (`RenderedQueries`).
 */
export async function settledWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      timeUp,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
