import type { CSSProperties } from "react";
import "./Skeleton.css";

export interface SkeletonProps {
  /** `text` is one line of text, `block` a card or image, `circle` an avatar or icon. */
  shape?: "text" | "block" | "circle";
  /** A CSS length, or pixels when a number. Defaults to the full width. */
  width?: string | number;
  /** A CSS length, or pixels when a number. Defaults to one line, or 1:1 for a circle. */
  height?: string | number;
  className?: string;
}

/**
 * A placeholder drawn at the size of the content it stands for, so nothing moves when the content
 * arrives. It is hidden from assistive technology: mark the region that is loading with
 * `aria-busy` and a status text instead.
 */
export function Skeleton({ shape = "text", width, height, className }: SkeletonProps) {
  const style: CSSProperties = {};
  if (width !== undefined) style.width = width;
  if (height !== undefined) style.height = height;
  return (
    <span
      aria-hidden="true"
      data-shape={shape}
      className={className ? `casino-Skeleton ${className}` : "casino-Skeleton"}
      style={style}
    />
  );
}
