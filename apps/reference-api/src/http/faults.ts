/** What to do to requests of one path (set through `/__control/faults`). */
export interface FaultRule {
  /** Answer this status with an error body instead of the real answer. */
  status?: number;
  /** Wait this long before answering (or before the other faults). */
  delayMs?: number;
  /** Answer 200 with a body that is not JSON. */
  malformed?: boolean;
  /** Close the connection without an answer. */
  dropSocket?: boolean;
  /**
   * Answer as usual, but with every key `from` in the JSON body named `to`: a back end whose
   * field drifted, for the conformance check to catch.
   */
  renameField?: { from: string; to: string };
  /** Only for this method (any when missing). */
  method?: string;
  /** Apply this many times, then clear itself (for ever when missing). */
  times?: number;
}

/** The faults in force, by request path (`/api/user/get-user-details`, without the query). */
export class FaultRegistry {
  readonly #rules = new Map<string, FaultRule>();

  /** Sets (replacing) the fault of `path`. */
  set(path: string, rule: FaultRule): void {
    this.#rules.set(path, rule);
  }

  /** Removes the fault of `path`, or every fault. */
  clear(path?: string): void {
    if (path === undefined) this.#rules.clear();
    else this.#rules.delete(path);
  }

  /** Every fault in force. */
  list(): Record<string, FaultRule> {
    return Object.fromEntries(this.#rules);
  }

  /** The fault that applies to this request, counting down its `times`. */
  take(method: string, path: string): FaultRule | undefined {
    const rule = this.#rules.get(path);
    if (!rule) return undefined;
    if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return undefined;
    if (rule.times !== undefined) {
      if (rule.times <= 1) this.#rules.delete(path);
      else this.#rules.set(path, { ...rule, times: rule.times - 1 });
    }
    return rule;
  }
}
