export { FavouriteButton } from "./FavouriteButton";
export type { FavouriteButtonProps } from "./FavouriteButton";
