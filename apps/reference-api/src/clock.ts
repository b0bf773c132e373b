/**
 * The server's notion of "now". Tests and the control endpoint move it (to reach a :30 mark, the
 * next rakeback day, an expired self-exclusion) without waiting; time keeps flowing from there.
 */
export class Clock {
  #offsetMs = 0;

  /** The current instant, shifted by whatever was set. */
  now(): Date {
    return new Date(Date.now() + this.#offsetMs);
  }

  /** Makes `now()` answer `instant` at this moment and move on from it. */
  set(instant: Date): void {
    this.#offsetMs = instant.getTime() - Date.now();
  }

  /** Back to the real time. */
  reset(): void {
    this.#offsetMs = 0;
  }
}
