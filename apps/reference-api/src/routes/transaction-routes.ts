import { DEFAULT_PATHS } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { pageOf, pagingQueryEntries } from "../http/paging.ts";
import { readQuery } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { paymentMethodsOf } from "../services/catalog.ts";
import { transactionRow } from "../services/transaction-rows.ts";

const transactionsQuerySchema = v.looseObject({
  ...pagingQueryEntries,
  type: v.optional(v.string()),
  status: v.optional(v.string()),
  startDate: v.optional(v.string()),
  endDate: v.optional(v.string()),
});

/** The cashier's reads: the payment methods and the player's transaction history. */
export function registerTransactionRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  // Every method goes out: the front end filters them per player (the domain's `filterPaymentMethods`).
  app.get(DEFAULT_PATHS.payments, (c) => c.json({ success: true, data: paymentMethodsOf(ctx) }));

  app.get(DEFAULT_PATHS.transactions, (c) => {
    const player = requirePlayer(c, ctx);
    const query = readQuery(c, transactionsQuerySchema);
    const rows = ctx.store.transactions
      .list(player.id)
      .filter((row) => !query.type || row.kind === query.type)
      .filter((row) => !query.status || row.status === query.status)
      .filter((row) => !query.startDate || row.createdAt >= query.startDate)
      .filter((row) => !query.endDate || row.createdAt.slice(0, 10) <= query.endDate)
      .map((row) => transactionRow(row, player.profile.currencyCode));
    return c.json({ success: true, data: pageOf(rows, query.pageNo, query.limit) });
  });
}
