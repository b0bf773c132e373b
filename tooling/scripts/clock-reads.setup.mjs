// A vitest setup file (the `setupFiles` of the suites `npm test` reruns at other hours): notes, for each
// test file, whether its tests or the code they run read the wall clock or the machine's zone. `npm test`
// then reruns at other hours exactly the files that did (tooling/scripts/test.mjs), and checks that every
// test file of those suites was seen by this recorder, so no file can leave the selection unseen.
//
// A read counts when the repository's own code (a test, a source file, a package's build) is on the
// stack: a library's own timers and timestamps do not make a test depend on the hour, the repository's
// calls do (also through a library: luxon's DateTime.now() called from a domain rule is a read).
// Reads: Date.now(), Date() and new Date() without an instant, new Date(fields) and a date-time string
// without a zone (both read the machine's zone), Date's local-time getters, setters and strings, Intl's
// date formats without a time zone or formatting "now", Temporal.Now. Fake timers' Date is not the wall
// clock, but its local-time getters still read the zone, so those still count.
import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect } from "vitest";

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = resolve(dirname(THIS_FILE), "../..");

/** The methods of Date that read the machine's zone (their UTC twins do not). */
const LOCAL_METHODS = [
  "getFullYear",
  "getYear",
  "getMonth",
  "getDate",
  "getDay",
  "getHours",
  "getMinutes",
  "getTimezoneOffset",
  "setFullYear",
  "setYear",
  "setMonth",
  "setDate",
  "setHours",
  "setMinutes",
  "toString",
  "toDateString",
  "toTimeString",
  "toLocaleString",
  "toLocaleDateString",
  "toLocaleTimeString",
];

/** A date string JavaScript reads in the machine's zone: a date and time without `Z` or an offset. */
const isLocalDateTime = (value) =>
  typeof value === "string" && /\d:\d/.test(value) && !/(z|[+-]\d{2}(:?\d{2})?)\s*$/i.test(value.trim());

/**
 * Library calls that read the clock or make a zoneless format for something that does not depend on
 * the hour: fast-check's default seed (a property test samples other values at any hour), luxon's
 * system locale (its language, not its zone; luxon's system zone is read elsewhere and counts), luxon's
 * check that a zone name is valid.
 */
const NOT_A_TIME_READ = [
  /\bat readSeed \(.*\/fast-check[@/]/,
  /\bat systemLocale \(.*\/luxon[@/]/,
  // luxon checks that a zone name is valid by formatting now in it once, then caches the answer: the
  // format's result is thrown away, and a cached check would make the read depend on which file came first.
  /\bat IANAZone\.isValidZone \(.*\/luxon[@/]/,
];

/** Whether the repository's own code is on the stack (not this file, not a library in node_modules). */
function calledFromRepository() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const frames = (new Error().stack ?? "").split("\n").slice(1);
  Error.stackTraceLimit = limit;
  const caller = frames.find((line) => !line.includes(THIS_FILE));
  if (caller && NOT_A_TIME_READ.some((pattern) => pattern.test(caller))) return false;
  return frames.some((line) => line.includes(ROOT) && !line.includes("/node_modules/") && !line.includes(THIS_FILE));
}

/**
 * Whether a read while the test file is being imported comes from a module it imports rather than from
 * the test file itself: the suites share modules across files (`isolate: false`), so such a module is
 * evaluated once, in whichever file imported it first, and a later file using what it read is never
 * seen reading. `npm test` then reruns that suite whole (tooling/scripts/test.mjs).
 */
function readByAModuleImport() {
  const testPath = expect.getState().testPath;
  if (!testPath || !calledFromRepository()) return false;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 60;
  const stack = new Error().stack ?? "";
  Error.stackTraceLimit = limit;
  return !stack.includes(testPath);
}

function install() {
  const state = { read: undefined, readByAModuleImport: undefined, importing: false };
  const note = (what) => {
    if (state.importing && state.readByAModuleImport === undefined && readByAModuleImport()) {
      state.readByAModuleImport = what;
    }
    if (state.read === undefined && calledFromRepository()) {
      state.read = what;
      // CLOCK_READS_TRACE=1 prints where each test file first read the clock or the zone.
      if (process.env.CLOCK_READS_TRACE) console.info(`reads ${what}:`, new Error().stack);
    }
  };

  const NativeDate = Date;
  const nativeNow = NativeDate.now;
  NativeDate.now = function now() {
    note("Date.now()");
    return nativeNow.call(NativeDate);
  };
  const nativeParse = NativeDate.parse;
  NativeDate.parse = function parse(value) {
    if (isLocalDateTime(value)) note(`Date.parse("${value}")`);
    return nativeParse.call(NativeDate, value);
  };
  const DateProxy = new Proxy(NativeDate, {
    apply(target, thisArg, args) {
      note("Date()");
      return Reflect.apply(target, thisArg, args);
    },
    construct(target, args, newTarget) {
      if (args.length === 0) note("new Date()");
      else if (args.length >= 2) note("new Date(year, month, ...)");
      else if (isLocalDateTime(args[0])) note(`new Date("${args[0]}")`);
      return Reflect.construct(target, args, newTarget === DateProxy ? target : newTarget);
    },
  });
  globalThis.Date = DateProxy;
  for (const name of LOCAL_METHODS) {
    const native = NativeDate.prototype[name];
    if (typeof native !== "function") continue;
    Object.defineProperty(NativeDate.prototype, name, {
      configurable: true,
      writable: true,
      value: {
        [name](...args) {
          note(`Date.prototype.${name}`);
          return native.apply(this, args);
        },
      }[name],
    });
  }

  const NativeDateTimeFormat = Intl.DateTimeFormat;
  const withoutZone = (options) => options?.timeZone === undefined;
  Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
    apply(target, thisArg, args) {
      if (withoutZone(args[1])) note("Intl.DateTimeFormat without a timeZone");
      return Reflect.apply(target, thisArg, args);
    },
    construct(target, args, newTarget) {
      if (withoutZone(args[1])) note("Intl.DateTimeFormat without a timeZone");
      return Reflect.construct(target, args, newTarget === Intl.DateTimeFormat ? target : newTarget);
    },
  });
  for (const name of ["format", "formatToParts"]) {
    const descriptor = Object.getOwnPropertyDescriptor(NativeDateTimeFormat.prototype, name);
    const native = descriptor?.get ?? descriptor?.value;
    if (typeof native !== "function") continue;
    const isGetter = Boolean(descriptor.get);
    Object.defineProperty(NativeDateTimeFormat.prototype, name, {
      configurable: true,
      ...(isGetter
        ? {
            get() {
              const format = native.call(this);
              return (date) => {
                if (date === undefined) note(`Intl.DateTimeFormat.${name}() of now`);
                return format(date);
              };
            },
          }
        : {
            writable: true,
            value(date) {
              if (date === undefined) note(`Intl.DateTimeFormat.${name}() of now`);
              return native.call(this, date);
            },
          }),
    });
  }

  const now = globalThis.Temporal?.Now;
  if (now) {
    for (const name of Object.getOwnPropertyNames(now)) {
      const native = now[name];
      if (typeof native !== "function") continue;
      now[name] = (...args) => {
        note(`Temporal.Now.${name}`);
        return native.apply(now, args);
      };
    }
  }
  return state;
}

const KEY = Symbol.for("casino.clockReads");
const state = (globalThis[KEY] ??= install());
// One record per test file: a worker may run several files, each starts unread. The file is imported
// after this setup and before its first hook runs.
state.read = undefined;
state.readByAModuleImport = undefined;
state.importing = true;
beforeAll(() => {
  state.importing = false;
});

afterAll(() => {
  const testPath = expect.getState().testPath;
  if (!testPath) return;
  const file = relative(process.cwd(), testPath);
  const directory = join(process.cwd(), ".reports", "clock-reads");
  mkdirSync(directory, { recursive: true });
  writeFileSync(
    join(directory, `${createHash("sha1").update(file).digest("hex").slice(0, 16)}.json`),
    `${JSON.stringify({ file, read: state.read ?? null, readByAModuleImport: state.readByAModuleImport ?? null })}\n`,
  );
});
