import { useT } from "@casino/i18n/react";
import { DropdownMenu } from "radix-ui";
import type { ReactElement } from "react";
import type { LinkComponent } from "../navigation";
import type { AccountMenuItem } from "./SiteHeader";
import "./SiteHeader.css";

/** Props of {@link AccountMenu}. */
export interface AccountMenuProps {
  /** The menu's button (the header's account icon button). */
  trigger: ReactElement<{ onClick?(): void }>;
  /** Opens the menu when it mounts (the button was pressed before the menu had loaded). */
  defaultOpen?: boolean;
  items: readonly AccountMenuItem[];
  onLogout?(): void;
  linkComponent: LinkComponent;
}

/**
 * The header's account menu on wide screens. It lives in a module of its own because the
 * dropdown and its positioning engine are the heaviest part of the header: `SiteHeader` loads
 * this module only when a player is signed in, so a guest's first page does not download it.
 */
export function AccountMenu({ trigger, defaultOpen, items, onLogout, linkComponent: Link }: AccountMenuProps) {
  const t = useT();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="casino-SiteHeader-menu" align="end" sideOffset={8}>
          {items.map((item) => (
            <DropdownMenu.Item key={item.href} asChild className="casino-SiteHeader-menuItem">
              <Link href={item.href}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          {onLogout ? (
            <>
              <DropdownMenu.Separator className="casino-SiteHeader-menuSeparator" />
              <DropdownMenu.Item className="casino-SiteHeader-menuItem" onSelect={onLogout}>
                {t("button.log.out")}
              </DropdownMenu.Item>
            </>
          ) : null}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
