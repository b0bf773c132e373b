import { cloneElement, useEffect, useState, type ComponentType, type ReactElement } from "react";

/** What a deferred popup takes: the button that opens it, and whether it mounts open. */
export interface DeferredPopupProps {
  trigger: ReactElement<{ onClick?(): void }>;
  defaultOpen?: boolean;
}

/**
 * A popup (menu, drawer) whose module loads after the header mounts, like `React.lazy`. Until it
 * arrives its button stands in its place, so nothing moves, and a press on it opens the popup as
 * soon as it does. No Suspense: revealing a suspended boundary waits on a timer, which a page
 * with a paused clock would never fire.
 */
export function deferred<P extends DeferredPopupProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  function DeferredPopup(props: P) {
    const [Popup, setPopup] = useState<ComponentType<P> | null>(null);
    const [pressed, setPressed] = useState(false);
    useEffect(() => {
      let mounted = true;
      void load().then((component) => {
        if (mounted) setPopup(() => component);
      });
      return () => {
        mounted = false;
      };
    }, []);
    if (Popup === null) return cloneElement(props.trigger, { onClick: () => setPressed(true) });
    return <Popup {...props} defaultOpen={pressed || props.defaultOpen} />;
  }
  return DeferredPopup;
}
