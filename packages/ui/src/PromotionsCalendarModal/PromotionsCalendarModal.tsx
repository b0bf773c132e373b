import { promotionsPreviewDates, resolvePageUrl, truncateBannerTitle, dateTimeFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { Tabs, VisuallyHidden } from "radix-ui";
import { useState } from "react";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import { Modal } from "../Modal";
import { Skeleton } from "../Skeleton";
import "./PromotionsCalendarModal.css";

/** One promotion of a day, from the bonus list's rows (`banner.bannerTitle`). */
export interface PromotionBanner {
  id: string | number;
  /** The full banner title; the modal shows at most 35 characters of it. */
  title: string;
  imageUrl?: string | null;
  /** Where the banner leads, such as the promotion's page. */
  href?: string | null;
}

/** Banners the loading state reserves room for. */
const PLACEHOLDER_BANNERS = 3;

export interface PromotionsCalendarModalProps {
  /** `?modal=calendar`. */
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The current time; the seven days start today in `zone`. */
  now: Date;
  /** The player's IANA zone, `UTC` by default. */
  zone?: string;
  /** The day shown (`yyyy-MM-dd`); leave unset to let the modal keep it, starting today. */
  selectedDate?: string;
  /** The player picked another day: the app loads that day's promotions. */
  onSelectedDateChange?(date: string): void;
  /** The promotions of the selected day. */
  banners: readonly PromotionBanner[];
  /** `loading` reserves the banners' room; `error` offers a retry. */
  status?: "ready" | "loading" | "error";
  onRetry?: () => void;
  /** The More button's target: the promotions page (`/promotions` unless the brand moved it). */
  moreHref?: string;
}

function dayTabLabel(dayDate: string, index: number, locale: string, today: string): string {
  if (index === 0) return today;
  return dateTimeFormat(locale, { weekday: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${dayDate}T00:00:00Z`),
  );
}

function BannerCard({ banner }: { banner: PromotionBanner }) {
  const shown = truncateBannerTitle(banner.title);
  const content = (
    <>
      <span className="casino-PromotionsCalendarModal-image">
        {banner.imageUrl ? <img src={banner.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
      </span>
      <span
        className="casino-PromotionsCalendarModal-bannerTitle"
        title={shown === banner.title ? undefined : banner.title}
      >
        {shown}
      </span>
    </>
  );
  return (
    <li className="casino-PromotionsCalendarModal-banner">
      {banner.href ? (
        <a className="casino-PromotionsCalendarModal-bannerLink" href={banner.href}>
          {content}
        </a>
      ) : (
        <div className="casino-PromotionsCalendarModal-bannerLink">{content}</div>
      )}
    </li>
  );
}

/**
 * The promotions calendar (see docs/features.md, "Promotions calendar"): a seven-day preview starting today, each day's
 * banners with their titles cut at 35 characters, and a More button to the promotions page.
 */
export function PromotionsCalendarModal({
  open,
  onOpenChange,
  now,
  zone,
  selectedDate,
  onSelectedDateChange,
  banners,
  status = "ready",
  onRetry,
  moreHref = resolvePageUrl("promotions"),
}: PromotionsCalendarModalProps) {
  const t = useT();
  const locale = useLocale();
  const dates = promotionsPreviewDates(now, zone);
  const [ownDate, setOwnDate] = useState<string | undefined>(undefined);
  const shownDate = selectedDate ?? (ownDate !== undefined && dates.includes(ownDate) ? ownDate : dates[0]);

  const selectDate = (date: string) => {
    setOwnDate(date);
    onSelectedDateChange?.(date);
  };

  let body;
  if (status === "loading") {
    body = (
      <div aria-busy="true">
        <VisuallyHidden.Root asChild>
          <p role="status">{t("common.loading")}</p>
        </VisuallyHidden.Root>
        <ul className="casino-PromotionsCalendarModal-banners">
          {Array.from({ length: PLACEHOLDER_BANNERS }, (_, index) => (
            <li key={index} className="casino-PromotionsCalendarModal-banner">
              <Skeleton shape="block" className="casino-PromotionsCalendarModal-image" />
              <Skeleton shape="text" width="70%" />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (status === "error") {
    body = <ErrorState onRetry={onRetry} />;
  } else if (banners.length === 0) {
    body = <EmptyState title={t("promotions.calendar.empty")} />;
  } else {
    body = (
      <ul className="casino-PromotionsCalendarModal-banners">
        {banners.map((banner) => (
          <BannerCard key={banner.id} banner={banner} />
        ))}
      </ul>
    );
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={t("promotions.calendar.title")}
      footer={
        <a className="casino-PromotionsCalendarModal-more" href={moreHref}>
          {t("button.more")}
        </a>
      }
    >
      <Tabs.Root value={shownDate} onValueChange={selectDate} className="casino-PromotionsCalendarModal-tabs">
        <Tabs.List className="casino-PromotionsCalendarModal-days" aria-label={t("promotions.calendar.days")}>
          {dates.map((date, index) => (
            <Tabs.Trigger key={date} value={date} className="casino-PromotionsCalendarModal-day">
              {dayTabLabel(date, index, locale, t("promotions.calendar.today"))}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {dates.map((date) => (
          <Tabs.Content key={date} value={date} className="casino-PromotionsCalendarModal-panel">
            {date === shownDate ? body : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Modal>
  );
}
