/**
 * The server's notion of "now", and the only place the reference API reads the machine's time.
 * It starts at the configured instant (`REFERENCE_API_CLOCK_START`) or at the real time, and
 * flows from there; tests and the control endpoint move it (to reach a :30 mark, the next
 * rakeback day, an expired self-exclusion) without waiting.
 */
export class Clock {
  readonly #start: Date | undefined;
  #offsetMs = 0;

  /** `start`: the instant `now()` answers at construction (and again after {@link reset}); none means the real time. */
  constructor(start?: Date) {
    this.#start = start;
    this.reset();
  }

  /** The current instant, shifted by whatever was set. */
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Makes `now()` answer `instant` at this moment and move on from it. */
  set(instant: Date): void {
    this.#offsetMs = instant.getTime() - Date.now();
  }

  /** Back to the configured start instant (from this moment on), or to the real time when none was configured. */
  reset(): void {
    if (this.#start) this.set(this.#start);
    else this.#offsetMs = 0;
  }
}
