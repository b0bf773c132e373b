import { cloneElement, useEffect, useState, type ComponentType, type ReactElement } from "react";

/** What a deferred popup takes: the button that opens it, and whether it mounts open. */
export interface DeferredPopupProps {
  trigger: ReactElement<{ onClick?(): void; onPointerDown?(): void }>;
  defaultOpen?: boolean;
}

/**
 * A popup (menu, drawer) whose module loads when it is first opened, like `React.lazy`: a page whose
 * visitor never opens it never loads it (docs/performance.md). Until it arrives its button stands in
 * its place, so nothing moves; the load starts as the pointer goes down on the button (or at the
 * press itself, from a keyboard), and the press opens the popup as soon as it arrives, not before. One that
 * mounts open (`defaultOpen`) loads at once. No Suspense: revealing a suspended boundary waits on a
 * timer, which a page with a paused clock would never fire.
 */
export function deferred<P extends DeferredPopupProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  function DeferredPopup(props: P) {
    const [Popup, setPopup] = useState<ComponentType<P> | null>(null);
    const [pressed, setPressed] = useState(false);
    const open = pressed || props.defaultOpen === true;
    useEffect(() => {
      if (!open) return;
      let mounted = true;
      void load().then((component) => {
        if (mounted) setPopup(() => component);
      });
      return () => {
        mounted = false;
      };
    }, [open]);
    // The popup takes the button's place only once pressed: had it arrived between the pointer going
    // down and the press, the press would land on a button no longer there, and be lost. The pointer
    // going down only starts the download (the bundler keeps one module for both calls).
    if (Popup === null || !open)
      return cloneElement(props.trigger, { onPointerDown: () => void load(), onClick: () => setPressed(true) });
    return <Popup {...props} defaultOpen />;
  }
  return DeferredPopup;
}
