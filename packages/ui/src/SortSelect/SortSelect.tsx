import { DEFAULT_GAME_SORT, SORTING_OPTIONS, type GameSortOption } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId } from "react";
import { Button } from "../Button";
import "../TextField/FieldControl.css";
import "./SortSelect.css";

/** Props of {@link SortSelect}. */
export interface SortSelectProps {
  /** The list's sort, from the address; `null` for the list's own order (see `ownOrderLabel`). */
  value: GameSortOption | null;
  /**
   * Names the list's own order (favourites: newest first), offered first and chosen while `value`
   * is `null`. Without it the list has no order of its own and `null` reads as the default sort.
   */
  ownOrderLabel?: string;
  /**
   * Called with the new sort (`null`: the list's own order); without it (or without JavaScript)
   * the form submits it in the address.
   */
  onValueChange?(value: GameSortOption | null): void;
  /** The list's other query parameters (a search, a provider) kept when the form submits. */
  keep?: Readonly<Record<string, string>>;
  /** The query parameter the sort travels in. */
  name?: string;
  className?: string;
}

/**
 * The sort of a game list: a native select of the seven sorting options (after the list's own
 * order, when it has one) in a `GET` form, so the sort lives in the address and works without
 * JavaScript (a submit button shows only then).
 *
 * @example <SortSelect value="rtp" onValueChange={(sort) => router.push(`?sort=${sort}`)} />
 */
export function SortSelect({
  value,
  ownOrderLabel,
  onValueChange,
  keep = {},
  name = "sort",
  className,
}: SortSelectProps) {
  const t = useT();
  const id = useId();
  return (
    <form method="get" className={className ? `casino-SortSelect ${className}` : "casino-SortSelect"}>
      {Object.entries(keep).map(([key, kept]) => (
        <input key={key} type="hidden" name={key} value={kept} />
      ))}
      <label htmlFor={id} className="casino-SortSelect-label">
        {t("lobby.sort.label")}
      </label>
      <select
        id={id}
        name={name}
        className="casino-FieldControl casino-SortSelect-select"
        value={value ?? (ownOrderLabel === undefined ? DEFAULT_GAME_SORT : "")}
        onChange={(event) => {
          const next = SORTING_OPTIONS.find((option) => option === event.target.value);
          onValueChange?.(next ?? (ownOrderLabel === undefined ? DEFAULT_GAME_SORT : null));
        }}
      >
        {ownOrderLabel === undefined ? null : <option value="">{ownOrderLabel}</option>}
        {SORTING_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {t(`lobby.sort.${option}`)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="secondary">
          {t("lobby.sort.apply")}
        </Button>
      </noscript>
    </form>
  );
}
