import type { Player } from "./player.ts";

/**
 * How a player is named where other players see them (a leaderboard, the live chat): their
 * nickname, else their first name and last initial.
 */
export function publicName(player: Player): string {
  const { nickname, firstName, lastName } = player.profile;
  if (nickname) return nickname;
  return [firstName ?? "Player", lastName ? `${lastName.charAt(0)}.` : ""].filter(Boolean).join(" ");
}
