// @vitest-environment jsdom
import { renderHook, waitFor, act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient, type ApiClient } from "../create-api-client";
import { rakebackClaimBody, rakebackDaysBody, settingsBody, userDetailsBody } from "../test-support/fixtures";
import { SLOW_MACHINE, sendJson, startTestServer, type TestServer } from "../test-support/test-server";
import { useActivateBonus, useApplyCoupon, useCancelBonus, useClaimBonus } from "./mutations/bonus";
import { useCancelWithdrawal, useDeposit, useThreeDsWebhook, useWithdraw } from "./mutations/payments";
import { useClaimRakeback, useClaimReward } from "./mutations/rakeback";
import { useLogout } from "./mutations/session";
import { useUpdateUserDetails } from "./mutations/user";
import { makeQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { useSettings } from "./hooks/content";
import { useRakebackDays } from "./hooks/rakeback";
import { calendarAwardQueryOptions, rakebackDaysQueryOptions } from "./queries/rakeback";
import { useUserDetails } from "./hooks/user";
import { makeWrapper } from "./test-wrapper";

let server: TestServer;
let client: ApiClient;

const answers: Record<string, unknown> = {
  "/api/core/casino/settings2": settingsBody,
  "/api/user/get-user-details": userDetailsBody,
  "/api/admin/get-rakeback-days": rakebackDaysBody,
  "/api/user/rakeback-claim": rakebackClaimBody,
  "/api/user/update-user-details": { success: true, message: "Saved" },
  "/api/user/logout": { success: true },
};

beforeEach(async () => {
  server = await startTestServer((request, response) => {
    sendJson(response, 200, answers[request.url.pathname] ?? { success: true });
  });
  client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });
});
afterEach(async () => {
  await server.close();
});

function fastQueryClient() {
  const queryClient = makeQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}

function paths(): string[] {
  return server.requests.map((request) => `${request.method} ${request.url.pathname}`);
}

describe("read hooks", () => {
  it("read through the client given by the provider", async () => {
    const queryClient = fastQueryClient();
    const { result } = renderHook(() => useSettings(), { wrapper: makeWrapper(queryClient, client) });
    await waitFor(() => {
      expect(result.current.isSuccess).toBe(true);
    });
    expect(result.current.data?.theme).toBe("curacao");
  });

  it("do not retry a 4xx answer", async () => {
    server.handle((_request, response) => {
      sendJson(response, 403, { success: false });
    });
    const queryClient = fastQueryClient();
    const { result } = renderHook(() => useUserDetails(), { wrapper: makeWrapper(queryClient, client) });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(server.requests).toHaveLength(1);
  });

  it("retry a 5xx answer twice", async () => {
    server.handle((_request, response) => {
      sendJson(response, 503, { success: false });
    });
    const queryClient = fastQueryClient();
    const { result } = renderHook(() => useSettings(), { wrapper: makeWrapper(queryClient, client) });
    await waitFor(() => {
      expect(result.current.isError).toBe(true);
    });
    expect(server.requests).toHaveLength(3);
  });

  it("poll rakeback days every 10 s and the calendar award every 15 s, never while the tab is hidden", () => {
    const days = rakebackDaysQueryOptions(client, 42, 9);
    const award = calendarAwardQueryOptions(client, 42);
    expect(days.refetchInterval).toBe(10_000);
    expect(award.refetchInterval).toBe(15_000);
    expect(days.refetchIntervalInBackground).toBe(false);
    expect(award.refetchIntervalInBackground).toBe(false);
  });

  it("asks for the rakeback days every 10 s while the page is visible, not while it is hidden", async () => {
    let visibility: DocumentVisibilityState = "visible";
    const visibilityState = vi.spyOn(document, "visibilityState", "get").mockImplementation(() => visibility);
    const setVisibility = (state: DocumentVisibilityState) => {
      visibility = state;
      act(() => {
        document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
      });
    };
    // Only the poll's interval is faked: the requests still travel to the test server, and
    // vi.waitFor keeps the real timers.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const queryClient = fastQueryClient();
      const { result } = renderHook(() => useRakebackDays(42), { wrapper: makeWrapper(queryClient, client) });
      const dayReads = () => paths().filter((path) => path === "GET /api/admin/get-rakeback-days").length;
      await vi.waitFor(() => {
        expect(result.current.isSuccess).toBe(true);
      }, SLOW_MACHINE);
      expect(dayReads()).toBe(1);

      act(() => vi.advanceTimersByTime(10_000));
      await vi.waitFor(() => {
        expect(dayReads()).toBe(2);
      }, SLOW_MACHINE);

      setVisibility("hidden");
      act(() => vi.advanceTimersByTime(60_000));
      // Give a poll that should not happen the time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(dayReads()).toBe(2);

      setVisibility("visible");
      act(() => vi.advanceTimersByTime(10_000));
      await vi.waitFor(() => {
        expect(dayReads()).toBe(3);
      }, SLOW_MACHINE);
    } finally {
      vi.useRealTimers();
      visibilityState.mockRestore();
    }
  });
});

describe("mutations", () => {
  it("refresh the rakeback days and the user details after a claim", async () => {
    const queryClient = fastQueryClient();
    const { result } = renderHook(
      () => ({ days: useRakebackDays(42, 9), user: useUserDetails(), claim: useClaimRakeback() }),
      { wrapper: makeWrapper(queryClient, client) },
    );
    await waitFor(() => {
      expect(result.current.days.isSuccess && result.current.user.isSuccess).toBe(true);
    });
    server.requests.length = 0;

    await act(() =>
      result.current.claim.mutateAsync({
        bonusId: 9,
        claimDate: "2026-11-20",
        customerDate: "2026-11-21T10:00:00Z",
        timeZone: "UTC",
      }),
    );

    await waitFor(() => {
      expect(paths()).toEqual(
        expect.arrayContaining([
          "POST /api/user/rakeback-claim",
          "GET /api/admin/get-rakeback-days",
          "GET /api/user/get-user-details",
        ]),
      );
    });
  });

  it("refresh the user details after a profile update", async () => {
    const queryClient = fastQueryClient();
    const { result } = renderHook(() => ({ user: useUserDetails(), update: useUpdateUserDetails() }), {
      wrapper: makeWrapper(queryClient, client),
    });
    await waitFor(() => {
      expect(result.current.user.isSuccess).toBe(true);
    });
    server.requests.length = 0;

    await act(() => result.current.update.mutateAsync({ updateFrom: "Update Form", city: "Porto" }));

    await waitFor(() => {
      expect(paths()).toEqual(["PUT /api/user/update-user-details", "GET /api/user/get-user-details"]);
    });
  });

  it("drop the player's cached data on logout", async () => {
    const queryClient = fastQueryClient();
    queryClient.setQueryData(queryKeys.userDetails(), userDetailsBody.data);
    queryClient.setQueryData(queryKeys.settings(), settingsBody.data);
    const { result } = renderHook(() => useLogout(), { wrapper: makeWrapper(queryClient, client) });

    await act(() => result.current.mutateAsync("USER_INITIATED"));

    expect(queryClient.getQueryData(queryKeys.userDetails())).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.settings())).toBeDefined();
  });
});

describe("money mutations", () => {
  it("send one idempotency key for a press and its retries, and a new key for the next press", async () => {
    let failuresLeft = 1;
    server.handle((request, response) => {
      if (request.url.pathname === "/api/payment/deposit" && failuresLeft > 0) {
        failuresLeft -= 1;
        sendJson(response, 503, { success: false });
        return;
      }
      sendJson(response, 200, { success: true, data: { redirectUrl: "https://psp.example/pay" } });
    });
    const queryClient = makeQueryClient();
    queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), mutations: { retry: 1, retryDelay: 0 } });
    const { result } = renderHook(() => useDeposit(), { wrapper: makeWrapper(queryClient, client) });
    const deposit = { paymentMethodId: 1, amount: 25, currencyCode: "EUR" };

    await act(() => result.current.mutateAsync(deposit));
    await act(() => result.current.mutateAsync(deposit));

    const keys = server.requests
      .filter((request) => request.url.pathname === "/api/payment/deposit")
      .map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  // Every call that moves money or a bonus, with a request it sends and the path it goes to.
  const moneyCalls: [string, () => { mutateAsync: (request: never) => Promise<unknown> }, string, object][] = [
    ["useDeposit", useDeposit, "/api/payment/deposit", { paymentMethodId: 1, amount: 25, currencyCode: "EUR" }],
    ["useWithdraw", useWithdraw, "/api/payment/withdraw", { paymentMethodId: 2, amount: 30 }],
    ["useCancelWithdrawal", useCancelWithdrawal, "/api/payment/cancel-withdrawal", { transactionId: 9 }],
    ["useThreeDsWebhook", useThreeDsWebhook, "/api/user/3ds-webhook", { PaReq: "req", MD: "md" }],
    ["useActivateBonus", useActivateBonus, "/api/user/activate-bonus", { bonusId: 7 }],
    ["useCancelBonus", useCancelBonus, "/api/user/cancel-bonus", { bonusId: 7 }],
    ["useClaimBonus", useClaimBonus, "/api/user/claim-bonus", { bonusId: 7 }],
    ["useApplyCoupon", useApplyCoupon, "/api/user/apply-coupon", { couponCode: "WELCOME" }],
    [
      "useClaimRakeback",
      useClaimRakeback,
      "/api/user/rakeback-claim",
      { bonusId: 3, claimDate: "2026-11-22", customerDate: "2026-11-23T12:00:00", timeZone: "Europe/Berlin" },
    ],
    ["useClaimReward", useClaimReward, "/api/user/claim-reward", { bonusId: 4 }],
  ];

  it.each(moneyCalls)(
    "%s sends the same key again after an unknown outcome, and a new key after a refusal",
    async (_name, useMoneyCall, path, request) => {
      const answers = [502, 422, 422];
      server.handle((_request, response) => {
        sendJson(response, answers.shift() ?? 422, { success: false });
      });
      const queryClient = makeQueryClient();
      queryClient.setDefaultOptions({ ...queryClient.getDefaultOptions(), mutations: { retry: 0 } });
      const { result } = renderHook(() => useMoneyCall(), { wrapper: makeWrapper(queryClient, client) });

      for (let press = 0; press < 3; press += 1) {
        await act(() => result.current.mutateAsync(structuredClone(request) as never).catch(() => undefined));
      }

      const sent = server.requests.filter((sentRequest) => sentRequest.url.pathname === path);
      const keys = sent.map((sentRequest) => sentRequest.headers["idempotency-key"]);
      expect(keys).toHaveLength(3);
      expect(keys[0]).toEqual(expect.any(String));
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).not.toBe(keys[1]);
    },
  );
});
