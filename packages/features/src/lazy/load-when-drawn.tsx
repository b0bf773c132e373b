"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * A component from a chunk of its own, asked for when it is first drawn and drawn (nothing until
 * then) once it has arrived. For what most visits never show (the session alert, the inactivity
 * warning): drawn only when due, so no page loads it on the chance (docs/performance.md). Unlike
 * `browserOnly`, no Suspense: revealing a suspended boundary waits on a timer, which a page with a
 * paused clock (the journeys' clock) would never fire.
 *
 * @example const SessionAlert = loadWhenDrawn(() => import("@casino/ui/SessionAlert").then((module) => module.SessionAlert));
 */
export function loadWhenDrawn<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  function LoadWhenDrawn(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null);
    useEffect(() => {
      let mounted = true;
      void load().then((component) => {
        if (mounted) setLoaded(() => component);
      });
      return () => {
        mounted = false;
      };
    }, []);
    return Loaded === null ? null : <Loaded {...props} />;
  }
  return LoadWhenDrawn;
}
