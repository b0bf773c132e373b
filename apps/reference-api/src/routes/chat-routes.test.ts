import { CHAT_RATE_LIMIT_MESSAGES } from "@casino/domain";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { clientFor, loginAs, rawCall, refusalOf, startTestServer } from "../testing/test-server.ts";

const clockStart = new Date("2026-11-23T12:00:00.000Z");
const minute = 60_000;

describe("the live chat over HTTP and its socket namespace", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ clockStart });
  });
  afterAll(() => server.close());

  /** A visitor's chat socket: no credentials. Answers the events it got, by name. */
  async function visitorSocket() {
    const socket = io(`${server.url}/chat`, { transports: ["websocket"], reconnection: false });
    const events: [string, unknown][] = [];
    socket.onAny((event: string, payload: unknown) => events.push([event, payload]));
    await new Promise<void>((resolve, reject) => {
      socket.on("connect", () => resolve());
      socket.on("connect_error", reject);
    });
    return { socket, events };
  }

  it("lets a visitor read and refuses them sending", async () => {
    const room = (await clientFor(server).chat.room()).data;
    expect(room.messages).toEqual([]);
    expect((await rawCall(server, "POST", "/api/chat/messages", { body: { text: "hi" } })).status).toBe(403);
  });

  it("keeps a player's message as text, names them publicly and tells every open chat at once", async () => {
    const { socket, events } = await visitorSocket();
    const { client } = await loginAs(server, "chatter@demo.casino");
    const sent = (await client.chat.send({ text: "  <img src=x onerror=alert(1)> good luck!  " })).data.message;
    expect(sent).toMatchObject({ author: "Chad C.", text: "<img src=x onerror=alert(1)> good luck!" });
    await expect.poll(() => events.map(([event]) => event)).toContain("chatMessage");
    expect(events.find(([event]) => event === "chatMessage")?.[1]).toEqual(sent);
    expect((await clientFor(server).chat.room()).data.messages.at(-1)).toEqual(sent);
    socket.close();
  });

  it("refuses an empty or too long message", async () => {
    const { token } = await loginAs(server, "away@demo.casino");
    expect((await rawCall(server, "POST", "/api/chat/messages", { token, body: { text: "   " } })).status).toBe(400);
    const long = { text: "a".repeat(301) };
    expect((await rawCall(server, "POST", "/api/chat/messages", { token, body: long })).status).toBe(400);
  });

  it("refuses a sixth message within 30 seconds with 429 CHAT_RATE_LIMITED and a Retry-After", async () => {
    const { client, token } = await loginAs(server, "depositor@demo.casino");
    for (let index = 0; index < CHAT_RATE_LIMIT_MESSAGES; index += 1) await client.chat.send({ text: `m${index}` });
    const refusal = await refusalOf(client.chat.send({ text: "one too many" }));
    expect(refusal).toMatchObject({ status: 429, code: "CHAT_RATE_LIMITED" });
    const raw = await rawCall(server, "POST", "/api/chat/messages", { token, body: { text: "again" } });
    expect(Number(raw.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("removes a message through the control endpoint, from the room and from every open chat", async () => {
    const { socket, events } = await visitorSocket();
    const { client } = await loginAs(server, "kyc@demo.casino");
    const sent = (await client.chat.send({ text: "remove me" })).data.message;
    expect((await rawCall(server, "DELETE", `/__control/chat/messages/${String(sent.id)}`)).status).toBe(200);
    await expect.poll(() => events.some(([event]) => event === "chatMessageRemoved")).toBe(true);
    expect(events.find(([event]) => event === "chatMessageRemoved")?.[1]).toEqual({ id: sent.id });
    expect((await clientFor(server).chat.room()).data.messages.some((message) => message.id === sent.id)).toBe(false);
    expect((await rawCall(server, "DELETE", `/__control/chat/messages/${String(sent.id)}`)).status).toBe(404);
    socket.close();
  });

  it("lists who is in the chat: away after 5 minutes without activity, gone 30 minutes after that", async () => {
    const { client } = await loginAs(server, "new@demo.casino");
    const reportedAt = server.context.clock.now().getTime();
    await client.chat.presence("active");
    const nina = () =>
      clientFor(server)
        .chat.room()
        .then(({ data }) => data.participants.find((p) => p.name === "Nina N."));
    expect(await nina()).toEqual({ name: "Nina N.", status: "active" });
    server.context.clock.set(new Date(reportedAt + 5 * minute + 1000));
    expect(await nina()).toEqual({ name: "Nina N.", status: "away" });
    server.context.clock.set(new Date(reportedAt + 35 * minute + 1000));
    expect(await nina()).toBeUndefined();
    server.context.clock.reset();
  });

  it("takes a player out of the chat at once when they log out, and tells every open chat", async () => {
    const { socket, events } = await visitorSocket();
    const { client } = await loginAs(server, "away@demo.casino");
    await client.chat.presence("active");
    const inChat = async () => (await clientFor(server).chat.room()).data.participants.map(({ name }) => name);
    expect(await inChat()).toContain("Ava A.");
    events.length = 0;
    await client.session.logout("USER_INACTIVITY_TIMEOUT");
    expect(await inChat()).not.toContain("Ava A.");
    await expect
      .poll(() => events.find(([event]) => event === "chatParticipants")?.[1])
      .toEqual({ participants: expect.not.arrayContaining([expect.objectContaining({ name: "Ava A." })]) });
    socket.close();
  });

  it("shows a player who set themselves away as away at once", async () => {
    const { client } = await loginAs(server, "crypto@demo.casino");
    const { participants } = (await client.chat.presence("away")).data;
    expect(participants.find((participant) => participant.status === "away")).toBeDefined();
  });
});

describe("a game's pulse", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ clockStart });
  });
  afterAll(() => server.close());

  it("counts a game's rounds a day for seven days and lists its latest wins, newest first", async () => {
    const { buckets, recentWins } = (await clientFor(server).games.pulse("orchard-frenzy")).data;
    expect(buckets.map((bucket) => bucket.rounds)).toEqual([0, 0, 0, 0, 3, 6, 0]);
    expect(buckets.map((bucket) => bucket.wins)).toEqual([0, 0, 0, 0, 1, 2, 0]);
    expect(recentWins.map((win) => [win.player, win.amount])).toEqual([
      ["Pia P.", 12.5],
      ["Pia P.", 3],
      ["Pia P.", 5],
    ]);
  });

  it("adds a round played now to today's bar", async () => {
    const { token } = await loginAs(server, "reality@demo.casino");
    const round = { amount: 1, winAmount: 2, gameSlug: "crystal-crown" };
    expect((await rawCall(server, "POST", "/api/game/bet", { token, body: round })).status).toBe(200);
    const { buckets, recentWins } = (await clientFor(server).games.pulse("crystal-crown")).data;
    expect(buckets.at(-1)).toMatchObject({ rounds: 1, wins: 1 });
    expect(recentWins[0]).toMatchObject({ player: "Rhea R.", amount: 2, currencyCode: "EUR" });
  });

  it("answers 404 for a game it does not know", async () => {
    expect((await rawCall(server, "GET", "/api/admin/get-game-pulse?slug=no-such-game")).status).toBe(404);
  });
});
