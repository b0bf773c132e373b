import { calendarDayInZone } from "@casino/domain";
import { browserZone } from "@casino/features";
import type { RecordedAnswers } from "./recorded-fetch.js";
import catalogue from "./recorded/catalogue.json";
import bonusHolder from "./recorded/bonus-holder.json";
import depositor from "./recorded/depositor.json";
import kycApproved from "./recorded/kyc-approved.json";
import newPlayer from "./recorded/new-player.json";

// Answers of the reference API (apps/reference-api) to the client's reads, recorded from its seeded
// demo players at its test clock (Wednesday 4 March 2026, 10:10 UTC); `catalogue.json` holds what is
// the same for every player (settings, promotions, payment methods, tournaments…), the other files
// what is the player's own. The stories' test parses every answer with the client's schema.

/** A visitor: the catalogue only (a call that needs a player is not recorded). */
export const VISITOR: RecordedAnswers = catalogue;
/** `depositor@demo.casino`: three deposits, rakeback days in every state, cashback, transactions. */
export const DEPOSITOR: RecordedAnswers = { ...catalogue, ...depositor };
/** `new@demo.casino`: just signed up, nothing deposited, no bonus, no transaction, no document. */
export const NEW_PLAYER: RecordedAnswers = { ...catalogue, ...newPlayer };
/** `kyc@demo.casino`: identity, address and payment documents confirmed. */
export const KYC_APPROVED: RecordedAnswers = { ...catalogue, ...kycApproved };
/** `bonus@demo.casino`: an active deposit bonus being wagered. */
export const BONUS_HOLDER: RecordedAnswers = { ...catalogue, ...bonusHolder };

// What the reference API answers once the seeded players have played, which its fresh start does
// not hold: a cashback award accumulating, a chat in use, a game's busy week, a claim taken.

/** Rakeback days and tournaments as the recording holds them. */
type RakebackDaysAnswer = typeof depositor.rakebackDays;
type TournamentsAnswer = typeof catalogue.tournaments;

const RECORDING_DAY = "2026-03-04";

/**
 * The viewer's today in their zone. The live rakeback calendar and the tournaments read the clock
 * themselves (their weeks and countdowns are around now), so their stories move the recording to it.
 */
export function viewersToday(): string {
  return calendarDayInZone(new Date(), browserZone());
}

/** Moves an instant by as many days as lie between the recording's day and `today`. */
function movedTo(today: string): (instant: string) => string {
  const shift = Date.parse(`${today}T00:00:00Z`) - Date.parse(`${RECORDING_DAY}T00:00:00Z`);
  return (instant) => new Date(Date.parse(instant) + shift).toISOString();
}

/** Rakeback days recorded on 4 March 2026, moved so that the recording's day is `today`. */
export function rakebackDaysMovedTo(answer: RakebackDaysAnswer, today: string): RakebackDaysAnswer {
  const moved = movedTo(today);
  const movedDay = (day: string) => moved(`${day}T00:00:00Z`).slice(0, 10);
  return {
    ...answer,
    data: answer.data.map((day) => ({
      ...day,
      dayDate: movedDay(day.dayDate),
      canClaimDate: movedDay(day.canClaimDate),
      paidAt: day.paidAt === null ? null : moved(day.paidAt),
    })),
  };
}

/** Tournaments recorded on 4 March 2026 (one running, one coming, one ended), moved so that day is `today`. */
export function tournamentsMovedTo(answer: TournamentsAnswer, today: string): TournamentsAnswer {
  const moved = movedTo(today);
  return {
    ...answer,
    data: {
      ...answer.data,
      rows: answer.data.rows.map((row) => ({ ...row, startsAt: moved(row.startsAt), endsAt: moved(row.endsAt) })),
    },
  };
}

/** `get-user-calendar-award` after 42 EUR of net losses since the last payout (10 %). */
export const CASHBACK_ACCUMULATING = {
  success: true,
  data: { userCalendarData: { ngr: 42, payout: 4.2, percent: 10 } },
};

/** `rakeback-claim` and `claim-reward`: the amount credited. */
export const CLAIMED = { success: true, data: { amount: 3.1, bonusId: 100 } };

/** The chat room with players talking. */
export const CHAT_IN_USE = {
  success: true,
  data: {
    messages: [
      { id: 1, author: "LuckyLeo", text: "Book of Embers just paid 40x!", sentAt: "2026-03-04T10:02:00Z" },
      { id: 2, author: "Marta K.", text: "Nice one. Anyone tried the new Megaways?", sentAt: "2026-03-04T10:04:30Z" },
      { id: 3, author: "SpinQueen", text: "Good luck in the race tonight, everyone", sentAt: "2026-03-04T10:08:10Z" },
    ],
    participants: [
      { name: "LuckyLeo", status: "active" },
      { name: "Marta K.", status: "active" },
      { name: "SpinQueen", status: "away" },
    ],
  },
};

/** A game's last seven days of rounds and wins, and its latest wins. */
export const GAME_PULSE_BUSY = {
  success: true,
  data: {
    buckets: [
      { from: "2026-02-25T10:10:00.000Z", to: "2026-02-26T10:10:00.000Z", rounds: 1840, wins: 412 },
      { from: "2026-02-26T10:10:00.000Z", to: "2026-02-27T10:10:00.000Z", rounds: 2210, wins: 530 },
      { from: "2026-02-27T10:10:00.000Z", to: "2026-02-28T10:10:00.000Z", rounds: 1975, wins: 455 },
      { from: "2026-02-28T10:10:00.000Z", to: "2026-03-01T10:10:00.000Z", rounds: 3120, wins: 780 },
      { from: "2026-03-01T10:10:00.000Z", to: "2026-03-02T10:10:00.000Z", rounds: 3480, wins: 812 },
      { from: "2026-03-02T10:10:00.000Z", to: "2026-03-03T10:10:00.000Z", rounds: 1650, wins: 390 },
      { from: "2026-03-03T10:10:00.000Z", to: "2026-03-04T10:10:00.000Z", rounds: 2045, wins: 488 },
    ],
    recentWins: [
      { player: "LuckyLeo", amount: 412.5, currencyCode: "EUR", at: "2026-03-04T09:58:00Z" },
      { player: "Marta K.", amount: 88, currencyCode: "EUR", at: "2026-03-04T09:41:00Z" },
      { player: null, amount: 25.2, currencyCode: "EUR", at: "2026-03-04T09:30:00Z" },
    ],
  },
};
