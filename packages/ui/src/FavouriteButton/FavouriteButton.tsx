import { useT } from "@casino/i18n/react";
import "./FavouriteButton.css";

/** Props of {@link FavouriteButton}. */
export interface FavouriteButtonProps {
  /** The game the heart is for: it names the button ("Favourite Book of Riches"). */
  gameName: string;
  /** Whether the game is one of the player's favourites (the heart is filled). */
  pressed: boolean;
  /** Called with the state wanted: `true` to add the game, `false` to remove it. A guest's press opens the sign-in. */
  onToggle: (favourite: boolean) => void;
  /** While the change is being saved: the heart shows it but takes no second press. */
  busy?: boolean;
  className?: string;
}

/**
 * The heart on a game tile: a toggle button (`aria-pressed`) that adds the game to the player's
 * favourites or removes it. Its name stays the same whether pressed or not; the pressed state is
 * what a screen reader announces.
 *
 * @example <FavouriteButton gameName="Book of Riches" pressed={false} onToggle={(favourite) => save(favourite)} />
 */
export function FavouriteButton({ gameName, pressed, onToggle, busy = false, className }: FavouriteButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={className ? `casino-FavouriteButton ${className}` : "casino-FavouriteButton"}
      aria-label={t("shell.games.favourite", { GAME: gameName })}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      data-pressed={pressed}
      onClick={() => {
        if (!busy) onToggle(!pressed);
      }}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2C4.5 7.4 6.6 5.5 9 5.5c1.4 0 2.4.6 3 1.7.6-1.1 1.6-1.7 3-1.7 2.4 0 4.5 1.9 4.5 4.8 0 5.6-7.5 10.2-7.5 10.2Z"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
