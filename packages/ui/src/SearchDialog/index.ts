export { SearchDialog } from "./SearchDialog";
export type { SearchDialogProps } from "./SearchDialog";
