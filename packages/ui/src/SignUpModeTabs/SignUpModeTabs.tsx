import type { SignUpMode } from "@casino/domain";
import { useT } from "@casino/i18n/react";
import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import "./SignUpModeTabs.css";

/** Props of {@link SignUpModeTabs}. */
export interface SignUpModeTabsProps {
  /** The modes the brand enables (the domain's `signUpModes`); one mode draws no tabs. */
  modes: readonly SignUpMode[];
  current: SignUpMode;
  onChange(mode: SignUpMode): void;
  /** The current mode's form. */
  children: ReactNode;
}

const LABELS = {
  email: "signup.mode.email",
  phone: "signup.mode.phone",
  oneClick: "signup.mode.one.click",
} as const satisfies Record<SignUpMode, string>;

/**
 * The sign-up mode tabs (see docs/features.md, "Registration"): one tab per mode the brand
 * enables, the arrow keys moving between them, the current mode's form as the tab panel. With a
 * single mode only the form shows.
 *
 * @example <SignUpModeTabs modes={["email", "oneClick"]} current={mode} onChange={setMode}>{form}</SignUpModeTabs>
 */
export function SignUpModeTabs({ modes, current, onChange, children }: SignUpModeTabsProps) {
  const t = useT();
  const id = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (modes.length < 2) return <>{children}</>;

  function move(event: KeyboardEvent, index: number) {
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + modes.length) % modes.length;
    const mode = modes[next];
    if (mode === undefined) return;
    onChange(mode);
    tabs.current[next]?.focus();
  }

  return (
    <div className="casino-SignUpModeTabs">
      <div className="casino-SignUpModeTabs-list" role="tablist" aria-label={t("signup.mode.label")}>
        {modes.map((mode, index) => (
          <button
            key={mode}
            ref={(tab) => {
              tabs.current[index] = tab;
            }}
            type="button"
            role="tab"
            id={`${id}-${mode}`}
            className="casino-SignUpModeTabs-tab"
            aria-selected={mode === current}
            aria-controls={`${id}-panel`}
            tabIndex={mode === current ? 0 : -1}
            onClick={() => onChange(mode)}
            onKeyDown={(event) => move(event, index)}
          >
            {t(LABELS[mode])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${current}`}>
        {children}
      </div>
    </div>
  );
}
