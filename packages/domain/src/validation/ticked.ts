import { boolean, check, pipe } from "valibot";

/** A consent box that must be ticked: a boolean that is `true`, else `message`. */
// @__NO_SIDE_EFFECTS__
export function ticked(message: string) {
  return pipe(
    boolean(message),
    check((value) => value, message),
  );
}
