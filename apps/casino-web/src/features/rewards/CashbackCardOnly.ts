// The one component CashbackCardLive loads lazily; a static re-export keeps the chunk to it alone.
export { CashbackCard } from "@casino/ui";
