import { useEffect, useSyncExternalStore } from "react";

// How many of the kit's modal layers (a Modal, the restricted-country overlay, the phone menu's
// drawer) are open now: each makes the rest of the page inert while it is.
let openLayers = 0;
const listeners = new Set<() => void>();

function change(by: number) {
  openLayers += by;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Counts the calling modal layer as open while it is mounted; rendered inside the dialog's content. */
export function ModalLayerMark(): null {
  useEffect(() => {
    change(1);
    return () => change(-1);
  }, []);
  return null;
}

/**
 * Whether any of the kit's modal layers is open: something that floats over the page outside a
 * modal (the cookie notice) steps aside meanwhile, since a modal makes the rest of the page inert
 * and it could not be used (see docs/features.md, "Cookie notice").
 *
 * @example const modalOpen = useAnyModalOpen(); if (modalOpen) return null;
 */
export function useAnyModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => openLayers > 0,
    () => false,
  );
}
