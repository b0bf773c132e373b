import { useT } from "@casino/i18n/react";
import { Command } from "cmdk";
import { Popover } from "radix-ui";
import { useId, useState, type ReactNode } from "react";
import { Chevron } from "../Select/Select";
import { Field } from "../TextField/Field";
import "../TextField/FieldControl.css";
import { CountryFlag } from "./CountryFlag";
import { countryMatches, formatPhoneCode, samePhoneCode } from "./countries";
import "./CountrySelect.css";

/** A country as get-all-country sends it (code, phoneCode, name, flag). */
export interface CountryOption {
  code: string;
  name: string;
  phoneCode?: string | null;
  /** An image address, or an emoji; when missing the emoji is made from `code`. */
  flag?: string | null;
}

/** Props of {@link CountrySelect}. */
export interface CountrySelectProps {
  label: ReactNode;
  countries: readonly CountryOption[];
  /** The chosen country code, or with `valueKind="phoneCode"` the chosen phone code (`"+356"`). */
  value: string;
  onValueChange(value: string): void;
  /** What the picker chooses: a country (`code`, the default) or a calling code (`phoneCode`). */
  valueKind?: "code" | "phoneCode";
  placeholder?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  disabled?: boolean;
  /** Shows the choice as read-only text (a locked profile field). */
  readOnly?: boolean;
  onBlur?(): void;
  className?: string;
}

/**
 * A searchable country picker with flags: a button opening a popover with a search box and a
 * list (cmdk: combobox and listbox roles, arrow keys, Enter, Escape). Also picks phone codes.
 *
 * @example <CountrySelect label={t("profile.form.country")} countries={countries} value={code} onValueChange={setCode} />
 */
export function CountrySelect({
  label,
  countries,
  value,
  onValueChange,
  valueKind = "code",
  placeholder,
  hint,
  error,
  disabled,
  readOnly = false,
  onBlur,
  className,
}: CountrySelectProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const valueId = useId();
  const byPhone = valueKind === "phoneCode";
  // Several countries share a calling code (+1): remember which one was picked, so its flag shows.
  const [pickedCode, setPickedCode] = useState<string>();
  const selected = byPhone
    ? (countries.find((country) => country.code === pickedCode && samePhoneCode(country.phoneCode, value)) ??
      countries.find((country) => samePhoneCode(country.phoneCode, value)))
    : countries.find((country) => country.code === value);
  const selectedText = selected === undefined ? "" : byPhone ? formatPhoneCode(selected.phoneCode) : selected.name;

  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {({ id, labelId, ...described }) =>
        readOnly ? (
          <input
            id={id}
            className="casino-FieldControl"
            readOnly
            value={selectedText || (byPhone ? formatPhoneCode(value) : value)}
            {...described}
          />
        ) : (
          <Popover.Root
            open={open}
            onOpenChange={(next) => {
              setOpen(next);
              if (!next) onBlur?.();
            }}
          >
            <Popover.Trigger
              id={id}
              type="button"
              disabled={disabled}
              className="casino-FieldControl casino-CountrySelect-trigger"
              aria-labelledby={`${labelId} ${valueId}`}
              {...described}
            >
              <span
                id={valueId}
                className="casino-CountrySelect-value"
                data-placeholder={selected === undefined || undefined}
              >
                {selected === undefined ? (
                  (placeholder ?? t("country.select.placeholder"))
                ) : (
                  <>
                    <CountryFlag code={selected.code} flag={selected.flag} />
                    {selectedText}
                  </>
                )}
              </span>
              <span className="casino-CountrySelect-chevron">
                <Chevron />
              </span>
            </Popover.Trigger>
            <Popover.Portal>
              <Popover.Content
                className="casino-CountrySelect-content"
                align="start"
                sideOffset={4}
                collisionPadding={8}
              >
                <Command
                  className="casino-CountrySelect-command"
                  label={t("country.select.search")}
                  loop
                  filter={(_value, search, keywords) => (countryMatches(keywords ?? [], search) ? 1 : 0)}
                >
                  <Command.Input
                    className="casino-FieldControl casino-CountrySelect-search"
                    placeholder={t("country.select.search")}
                  />
                  <Command.List className="casino-CountrySelect-list">
                    <Command.Empty className="casino-CountrySelect-empty">{t("country.select.empty")}</Command.Empty>
                    {countries.map((country) => (
                      <Command.Item
                        key={country.code}
                        value={country.code}
                        keywords={[country.name, country.code, country.phoneCode ?? ""]}
                        className="casino-CountrySelect-item"
                        data-selected-value={country === selected || undefined}
                        onSelect={() => {
                          setPickedCode(country.code);
                          onValueChange(byPhone ? formatPhoneCode(country.phoneCode) : country.code);
                          setOpen(false);
                        }}
                      >
                        <CountryFlag code={country.code} flag={country.flag} />
                        <span className="casino-CountrySelect-name">{country.name}</span>
                        {byPhone ? (
                          <span className="casino-CountrySelect-code">{formatPhoneCode(country.phoneCode)}</span>
                        ) : null}
                      </Command.Item>
                    ))}
                  </Command.List>
                </Command>
              </Popover.Content>
            </Popover.Portal>
          </Popover.Root>
        )
      }
    </Field>
  );
}
