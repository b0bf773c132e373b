import { describe, expect, it } from "vitest";
import {
  readTransactionsAddress,
  transactionsPageQuery,
  transactionsQueryOf,
  transactionsUrl,
} from "./transaction-filters.js";

const NONE = { type: null, status: null, from: null, to: null };

describe("the transaction history's address", () => {
  it("reads the filters and page it holds", () => {
    expect(
      readTransactionsAddress({
        type: "withdrawal",
        status: "pending",
        from: "2026-11-01",
        to: "2026-11-30",
        page: "2",
      }),
    ).toEqual({ filters: { type: "withdrawal", status: "pending", from: "2026-11-01", to: "2026-11-30" }, page: 2 });
  });

  it("leaves out what it does not know: another type or status, a day that is not one, a bad page", () => {
    expect(
      readTransactionsAddress({ type: "jackpot", status: "DONE", from: "2026-13-45", to: "soon", page: "0" }),
    ).toEqual({ filters: NONE, page: 1 });
    expect(readTransactionsAddress({})).toEqual({ filters: NONE, page: 1 });
  });

  it("reads a range given backwards the right way round", () => {
    expect(readTransactionsAddress({ from: "2026-11-30", to: "2026-11-01" }).filters).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-30",
    });
  });

  it("writes only what is set, and round-trips", () => {
    const path = "/profile/transactions";
    expect(transactionsUrl(path, { filters: NONE, page: 1 })).toBe(path);
    const address = { filters: { type: "deposit" as const, status: null, from: "2026-11-20", to: null }, page: 3 };
    const url = transactionsUrl(path, address);
    expect(url).toBe("/profile/transactions?type=deposit&from=2026-11-20&page=3");
    expect(readTransactionsAddress(Object.fromEntries(new URL(url, "http://site").searchParams))).toEqual(address);
  });

  it("hands the filters to the call as its query names them", () => {
    expect(transactionsQueryOf({ type: "bet", status: "completed", from: "2026-11-01", to: "2026-11-02" })).toEqual({
      type: "bet",
      status: "completed",
      startDate: "2026-11-01",
      endDate: "2026-11-02",
    });
    expect(transactionsQueryOf(NONE)).toEqual({});
  });

  it("asks for the address's page of 24 rows under its filters, the same call on the server and in the browser", () => {
    expect(transactionsPageQuery(readTransactionsAddress({ type: "deposit", from: "2026-11-01", page: "3" }))).toEqual({
      pageNo: 3,
      limit: 24,
      type: "deposit",
      startDate: "2026-11-01",
    });
    expect(transactionsPageQuery(readTransactionsAddress({}))).toEqual({ pageNo: 1, limit: 24 });
  });
});
