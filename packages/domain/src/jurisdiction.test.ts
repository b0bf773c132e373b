import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  JURISDICTIONS,
  JURISDICTION_PROFILES,
  jurisdictionProfile,
  limitCoolingOffMs,
  firstDepositMayPrompt,
  limitNoticeReached,
  mayReverseWithdrawal,
  shouldPromptDepositLimit,
  showsSessionClock,
  type JurisdictionProfile,
} from "./jurisdiction";
import { limitChangeDecision } from "./limit-changes";
import { realityCheckIntervalMs } from "./reality-check";
import { quickLockTimeOut, timeOutDays, timeOutOptions } from "./time-out";

const NOW = new Date("2026-03-04T12:00:00Z");

/** The README's "Jurisdiction profiles" table: for each field, the value cell of each profile. */
function readmeTable(): Map<string, Map<string, string>> {
  const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
  const start = readme.indexOf("## Jurisdiction profiles");
  const lines = readme.slice(start).split("\n");
  const header = lines.find((line) => line.startsWith("| protection"));
  if (header === undefined) throw new Error("The README has no jurisdiction table");
  const cells = (line: string) =>
    line
      .split("|")
      .slice(1, -1)
      .map((cell) => cell.trim());
  const columns = cells(header)
    .slice(1)
    .map((cell) => cell.replaceAll("`", ""));
  const table = new Map<string, Map<string, string>>();
  for (const line of lines.slice(lines.indexOf(header) + 2)) {
    if (!line.startsWith("|")) break;
    const [protection = "", ...values] = cells(line);
    const field = /\(`(\w+)`\)/.exec(protection)?.[1];
    if (field === undefined) throw new Error(`A row names no field: ${protection}`);
    table.set(
      field,
      new Map(columns.map((column, index) => [column, /^`([^`]*)`/.exec(values[index] ?? "")?.[1] ?? ""])),
    );
  }
  return table;
}

const numbers = (value: string) => value.split(",").map((part) => Number(part.trim()));

/** What each protection does with the README's value, checked through the rule that reads it. */
const BEHAVIOUR: Record<string, (profile: JurisdictionProfile, value: string) => void> = {
  limitIncreaseDelayHours(profile, value) {
    const decision = limitChangeDecision(100, 200, { now: NOW, coolingOffMs: limitCoolingOffMs(profile) });
    // 0 is the spec's rule (a change applies at once); a market's cooling-off keeps a raise pending.
    expect(decision).toEqual(
      Number(value) === 0
        ? { effect: "immediate" }
        : { effect: "pending", pendingUntil: new Date(NOW.getTime() + Number(value) * 3_600_000) },
    );
    expect(limitChangeDecision(100, 50, { now: NOW, coolingOffMs: limitCoolingOffMs(profile) })).toEqual({
      effect: "immediate",
    });
  },
  realityCheckDefaultMinutes(profile, value) {
    expect(realityCheckIntervalMs(profile, null)).toBe(value === "off" ? null : Number(value) * 60_000);
  },
  realityCheckOptionsMinutes(profile, value) {
    for (const minutes of numbers(value)) expect(realityCheckIntervalMs(profile, minutes)).toBe(minutes * 60_000);
    // A choice the profile does not offer falls back to its default.
    expect(realityCheckIntervalMs(profile, 7)).toBe(realityCheckIntervalMs(profile, null));
  },
  timeOutMinHours(profile, value) {
    const hours = timeOutOptions(profile).map((option) => timeOutDays(option) * 24);
    expect(Math.min(...hours)).toBe(Number(value));
  },
  timeOutMaxDays(profile, value) {
    const days = timeOutOptions(profile).map(timeOutDays);
    expect(Math.max(...days)).toBe(Number(value));
  },
  quickLockHours(profile, value) {
    const lock = quickLockTimeOut(profile);
    if (value === "off") expect(lock).toBeNull();
    else expect(lock === null ? null : timeOutDays(lock) * 24).toBe(Number(value));
  },
  withdrawalReversal(profile, value) {
    expect(mayReverseWithdrawal(profile)).toBe(value === "allowed");
  },
  limitNoticePercents(profile, value) {
    const percents = numbers(value);
    for (const percent of percents) expect(limitNoticeReached(percent, 100, profile)).toBe(percent);
    expect(limitNoticeReached(Math.min(...percents) - 1, 100, profile)).toBeNull();
  },
  depositLimitPrompt(profile, value) {
    expect(shouldPromptDepositLimit(profile, "sign-up", false)).toBe(value === "sign-up");
    expect(shouldPromptDepositLimit(profile, "first-deposit", false)).toBe(value !== "none");
    expect(shouldPromptDepositLimit(profile, "first-deposit", true)).toBe(false);
    // The cashier waits for the player's limits only where the prompt may come, and only before a first deposit.
    expect(firstDepositMayPrompt(profile, 0)).toBe(value !== "none");
    expect(firstDepositMayPrompt(profile, undefined)).toBe(value !== "none");
    expect(firstDepositMayPrompt(profile, 1)).toBe(false);
  },
  sessionClock(profile, value) {
    expect(showsSessionClock(profile, true)).toBe(value === "on");
    expect(showsSessionClock(profile, false)).toBe(false);
  },
};

describe("jurisdiction profiles, as the README's table states them", () => {
  const table = readmeTable();

  it("has a row for every protection of a profile and a column for every profile", () => {
    const fields = Object.keys(JURISDICTION_PROFILES.default).filter((field) => field !== "key");
    expect([...table.keys()].sort()).toEqual(fields.sort());
    expect(Object.keys(BEHAVIOUR).sort()).toEqual(fields.sort());
    for (const row of table.values()) expect([...row.keys()]).toEqual([...JURISDICTIONS]);
  });

  for (const [field, row] of table) {
    for (const [key, value] of row) {
      it(`${field} in ${key} is ${value}`, () => {
        const behaviour = BEHAVIOUR[field];
        if (behaviour === undefined) throw new Error(`No behaviour for ${field}`);
        behaviour(jurisdictionProfile(key), value);
      });
    }
  }
});

describe("jurisdictionProfile", () => {
  it("reads the setting in any case and with spaces", () => {
    expect(jurisdictionProfile(" DE ").key).toBe("de");
  });

  it("falls back to the default profile for a missing or unknown market", () => {
    expect(jurisdictionProfile(null).key).toBe("default");
    expect(jurisdictionProfile("xx").key).toBe("default");
  });
});

describe("limitNoticeReached", () => {
  const uk = jurisdictionProfile("uk");

  it("tells nothing before anything is used", () => {
    expect(limitNoticeReached(0, 100, uk)).toBeNull();
  });

  it("keeps the highest threshold passed, in whole numbers", () => {
    expect(limitNoticeReached(150, 100, uk)).toBe(100);
    expect(limitNoticeReached(2, 3, uk)).toBe(50);
  });

  it("counts a limit of nothing as used up", () => {
    expect(limitNoticeReached(1, 0, uk)).toBe(100);
  });
});
