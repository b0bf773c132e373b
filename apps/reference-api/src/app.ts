import { Hono } from "hono";
import { cors } from "hono/cors";
import { registerControlRoutes } from "./control/control-routes.ts";
import type { ControlHooks } from "./control/control-routes.ts";
import { ApiFailure } from "./http/api-failure.ts";
import type { AppEnv } from "./http/app-env.ts";
import { jsonBodyLimit } from "./http/body-limits.ts";
import { faultMiddleware } from "./http/fault-middleware.ts";
import { registerAssetRoutes } from "./routes/asset-routes.ts";
import { registerBonusRoutes } from "./routes/bonus-routes.ts";
import { registerChatRoutes } from "./routes/chat-routes.ts";
import { registerContentRoutes } from "./routes/content-routes.ts";
import { registerContractRoutes } from "./routes/contract-routes.ts";
import { registerDepositRoutes } from "./routes/deposit-routes.ts";
import { registerDocumentRoutes } from "./routes/document-routes.ts";
import { registerGameRoutes } from "./routes/game-routes.ts";
import { registerTournamentRoutes } from "./routes/tournament-routes.ts";
import { registerLimitRoutes } from "./routes/limit-routes.ts";
import { registerLobbyRoutes } from "./routes/lobby-routes.ts";
import { registerLocationRoutes } from "./routes/location-routes.ts";
import { registerLinkedAccountRoutes } from "./routes/linked-account-routes.ts";
import { registerProviderCheckoutRoutes } from "./routes/provider-checkout-routes.ts";
import { registerRakebackRoutes } from "./routes/rakeback-routes.ts";
import { registerSessionRoutes } from "./routes/session-routes.ts";
import { registerTransactionRoutes } from "./routes/transaction-routes.ts";
import { registerUserRoutes } from "./routes/user-routes.ts";
import { registerWithdrawalRoutes } from "./routes/withdrawal-routes.ts";
import type { ServerContext } from "./server-context.ts";

/** The request headers the site sends (`docs/features.md`, "Call conventions"): bearer plus `Authorization2`, language, no-cache. */
const ALLOWED_HEADERS = [
  "Idempotency-Key",
  "Authorization",
  "Authorization2",
  "Content-Type",
  "Accept",
  "Accept-Language",
  "Language",
  "Cache-Control",
  "Pragma",
  "Expires",
  "X-Access-Token",
  "X-System-Access-Token",
];

/** The reference back end's HTTP routes. */
export function createApp(ctx: ServerContext, hooks: ControlHooks): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use(
    "*",
    cors({
      origin: ctx.config.corsOrigins,
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"],
      credentials: true,
      maxAge: 600,
    }),
  );
  app.use("*", jsonBodyLimit());
  app.use("*", faultMiddleware(ctx.faults));

  app.get("/health", (c) => c.json({ status: "ok", service: "reference-api" }));
  registerContentRoutes(app, ctx);
  registerLobbyRoutes(app, ctx);
  registerAssetRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerLinkedAccountRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerLocationRoutes(app, ctx);
  registerBonusRoutes(app, ctx);
  registerRakebackRoutes(app, ctx);
  registerTransactionRoutes(app, ctx);
  registerDepositRoutes(app, ctx);
  registerProviderCheckoutRoutes(app, ctx);
  registerWithdrawalRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerLimitRoutes(app, ctx);
  registerGameRoutes(app, ctx);
  registerTournamentRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerContractRoutes(app);
  registerControlRoutes(app, ctx, hooks);

  app.notFound((c) =>
    c.json({ success: false, errorCode: "NOT_FOUND", message: `No route ${c.req.method} ${c.req.path}` }, 404),
  );
  app.onError((error, c) => {
    if (error instanceof ApiFailure) return c.json(error.body(), error.status, { ...error.headers });
    console.error(`reference-api: ${c.req.method} ${c.req.path} failed`, error);
    return c.json({ success: false, errorCode: "INTERNAL_SERVER_ERROR", message: "Internal server error" }, 500);
  });
  return app;
}
