import type { ReactElement, ReactNode } from "react";
import { Tooltip as RadixTooltip } from "radix-ui";
import "./Tooltip.css";

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The text shown; it also describes the trigger (`aria-describedby`) while shown. */
  content: ReactNode;
  /** The trigger: one focusable element (a button), so keyboard users can reach the tip. */
  children: ReactElement;
  side?: "top" | "right" | "bottom" | "left";
  /** Controlled visibility; leave unset to show on hover and focus. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?(open: boolean): void;
  /** Milliseconds of hover before showing. */
  delayMs?: number;
  className?: string;
}

/**
 * A short tip shown on hover and keyboard focus, dismissed with Escape.
 *
 * @example
 * <Tooltip content={t("cashback.card.tooltip", { PERCENT: "10%" })}>
 *   <IconButton label={t("cashback.card.title")} icon={<InfoIcon />} />
 * </Tooltip>
 */
export function Tooltip({
  content,
  children,
  side = "top",
  open,
  defaultOpen,
  onOpenChange,
  delayMs = 300,
  className,
}: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayMs}>
      <RadixTooltip.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={className ? `casino-Tooltip ${className}` : "casino-Tooltip"}
          >
            {content}
            <RadixTooltip.Arrow className="casino-Tooltip-arrow" />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
