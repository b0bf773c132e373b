import {
  AWAY_REMOVAL_AFTER_MINUTES,
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageProblem,
  DEFAULT_TIME_ZONE,
  type AwayStatus,
  dateTimeFormat,
} from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Button } from "../Button";
import type { LinkComponent } from "../navigation";
import { Field } from "../TextField/Field";
import "../TextField/FieldControl.css";
import "./ChatPanel.css";

/** A chat message: who sent it, when, and its text (shown as text, never as markup). */
export interface ChatPanelMessage {
  id: number | string;
  author: string;
  text: string;
  /** ISO instant it was sent */
  sentAt: string;
}

/** A player in the chat, active or away. */
export interface ChatPanelParticipant {
  name: string;
  status: "active" | "away";
}

/** Why the last message was not sent: too quickly (and how long to wait), or the call failed. */
export type ChatRefusal = { kind: "rate-limited"; retryAfterSeconds: number } | { kind: "failed" };

/** Props of {@link ChatPanel}. */
export interface ChatPanelProps {
  messages: readonly ChatPanelMessage[];
  participants: readonly ChatPanelParticipant[];
  /** A guest reads; a player writes too. */
  viewer: "guest" | "player";
  /** The player's own presence (the domain's `awayStatus`); a removed player rejoins before writing. */
  presence?: AwayStatus;
  /** Where a guest signs in. */
  signInHref: string;
  /** Renders the sign-in link; a plain `a` by default. */
  linkComponent?: LinkComponent;
  /** Sends a message; answers (or resolves to) whether it was sent, and the field empties when it was. */
  onSend?: (text: string) => boolean | Promise<boolean>;
  /** A message is on its way. */
  sending?: boolean;
  /** Why the last message was not sent, said in words above the field. */
  refusal?: ChatRefusal | null;
  /** The player sets themselves away (`true`) or back (`false`). */
  onAwayChange?: (away: boolean) => void;
  /** A removed player comes back. */
  onRejoin?: () => void;
  /** IANA zone the times are shown in (the player's). */
  timeZone?: string;
  /** The level of the section headings, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The live chat (see docs/features.md, "Live chat"): the latest messages in a live log (each
 * author, time and text, the text as plain text), who is in the chat (the away ones marked), and
 * for a player the field to write in with their presence: active with a way to set themselves
 * away, away with a way back, or removed after 30 minutes away with a way to rejoin. A guest
 * reads and is offered sign-in instead of the field.
 *
 * @example <ChatPanel messages={messages} participants={participants} viewer="player" presence="active" signInHref="?modal=login" onSend={send} />
 */
export function ChatPanel({
  messages,
  participants,
  viewer,
  presence = "active",
  signInHref,
  linkComponent: Link = "a",
  onSend,
  sending = false,
  refusal = null,
  onAwayChange,
  onRejoin,
  // The server and the browser must print the same time, so the zone is never the machine's own.
  timeZone = DEFAULT_TIME_ZONE,
  headingLevel = 2,
  className,
}: ChatPanelProps) {
  const t = useT();
  const locale = useLocale();
  const participantsTitleId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const time = dateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", timeZone });
  const lastMessageId = messages.at(-1)?.id;

  // The newest message in view, as a chat reads.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [lastMessageId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = chatMessageProblem(text);
    if (found !== null) {
      setProblem(
        found === "required"
          ? t("chat.message.required")
          : t("chat.message.too.long", { MAX: String(CHAT_MESSAGE_MAX_LENGTH) }),
      );
      return;
    }
    setProblem(null);
    if (onSend && (await onSend(text))) setText("");
  }

  const refusalText =
    refusal === null
      ? null
      : refusal.kind === "rate-limited"
        ? t("chat.refusal.rate", { SECONDS: String(refusal.retryAfterSeconds) })
        : t("chat.refusal.failed");
  const minutes = { MINUTES: String(AWAY_REMOVAL_AFTER_MINUTES) };

  return (
    <div className={className ? `casino-ChatPanel ${className}` : "casino-ChatPanel"}>
      <div className="casino-ChatPanel-conversation">
        {/* A live log, announced politely as messages arrive. It scrolls, so a keyboard must reach it
            (WCAG 2.1.1, axe's scrollable-region-focusable). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard */}
        <div ref={logRef} className="casino-ChatPanel-log" role="log" aria-label={t("chat.messages")} tabIndex={0}>
          {messages.length === 0 ? <p className="casino-ChatPanel-empty">{t("chat.empty")}</p> : null}
          <ol className="casino-ChatPanel-list">
            {messages.map((message) => {
              const sentAt = new Date(message.sentAt);
              return (
                <li key={message.id} className="casino-ChatPanel-message">
                  <p className="casino-ChatPanel-meta">
                    <span className="casino-ChatPanel-author">{message.author}</span>{" "}
                    {Number.isNaN(sentAt.getTime()) ? null : (
                      <time dateTime={message.sentAt} className="casino-ChatPanel-time">
                        {time.format(sentAt)}
                      </time>
                    )}
                  </p>
                  <p className="casino-ChatPanel-text">{message.text}</p>
                </li>
              );
            })}
          </ol>
        </div>
        {viewer === "guest" ? (
          <div className="casino-ChatPanel-guest">
            <p>{t("chat.guest.text")}</p>
            <Link href={signInHref} className="casino-ChatPanel-signin">
              {t("chat.guest.action")}
            </Link>
          </div>
        ) : presence === "removed" ? (
          <div className="casino-ChatPanel-presence" data-state="removed" data-chat-presence="">
            <p role="status">{t("chat.status.removed", minutes)}</p>
            <Button variant="primary" onClick={onRejoin}>
              {t("chat.rejoin")}
            </Button>
          </div>
        ) : (
          <>
            {/* `data-chat-presence`: a press here is the player's answer, not activity (useChatPresence). */}
            <div className="casino-ChatPanel-presence" data-state={presence} data-chat-presence="">
              <p role="status">{presence === "away" ? t("chat.status.away", minutes) : t("chat.status.active")}</p>
              <Button variant="ghost" size="sm" onClick={() => onAwayChange?.(presence !== "away")}>
                {presence === "away" ? t("chat.away.back") : t("chat.away.set")}
              </Button>
            </div>
            <form className="casino-ChatPanel-composer" onSubmit={(event) => void submit(event)} noValidate>
              {refusalText === null ? null : (
                <p className="casino-ChatPanel-refusal" role="alert">
                  {refusalText}
                </p>
              )}
              <Field
                className="casino-ChatPanel-message-field"
                label={t("chat.message.label")}
                hint={t("chat.message.hint", { MAX: String(CHAT_MESSAGE_MAX_LENGTH) })}
                error={problem}
              >
                {({ id, labelId: _labelId, ...described }) => (
                  <textarea
                    id={id}
                    className="casino-FieldControl casino-ChatPanel-field"
                    rows={2}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    onKeyDown={(event) => {
                      // Enter sends, Shift+Enter starts a new line, as chats do.
                      if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                        event.preventDefault();
                        event.currentTarget.form?.requestSubmit();
                      }
                    }}
                    {...described}
                  />
                )}
              </Field>
              <Button type="submit" busy={sending}>
                {t("chat.send")}
              </Button>
            </form>
          </>
        )}
      </div>
      <section className="casino-ChatPanel-participants" aria-labelledby={participantsTitleId}>
        <Heading id={participantsTitleId} className="casino-ChatPanel-title">
          {t("chat.participants.title")}
        </Heading>
        {participants.length === 0 ? (
          <p className="casino-ChatPanel-empty">{t("chat.participants.empty")}</p>
        ) : (
          <ul className="casino-ChatPanel-people">
            {participants.map((participant, index) => (
              <li key={`${participant.name}-${String(index)}`} data-state={participant.status}>
                {participant.name}
                {participant.status === "away" ? (
                  <span className="casino-ChatPanel-away"> ({t("chat.participant.away")})</span>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
