import { Hono } from "hono";

/** The reference back end's HTTP routes. */
export function createApp(): Hono {
  const app = new Hono();
  app.get("/health", (c) => c.json({ status: "ok", service: "reference-api" }));
  return app;
}
