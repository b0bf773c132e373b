"use client";

import { useAllBonus, useApiClient } from "@casino/api-client/react";
import { bonusListDayQuery, calendarDayInZone, PAGE_SIZE } from "@casino/domain";
import { PromotionsCalendarModal, type PromotionBanner } from "@casino/ui";
import { useState } from "react";
import { browserZone } from "../time/browser-zone.js";
import { useHref } from "../links/use-href.js";
import { promotionsUrl } from "./promotion-filters.js";

/**
 * `?modal=calendar`: the seven-day promotions preview from the bonus list. Its banners and More
 * open the promotions page filtered to the chosen day, so the list there is the one previewed.
 */
export default function PromotionsCalendarModalContainer({ onClose }: { onClose: () => void }) {
  const [now] = useState(() => new Date());
  const [zone] = useState(browserZone);
  const [selectedDate, setSelectedDate] = useState(() => calendarDayInZone(now, zone));
  const day = bonusListDayQuery(selectedDate, zone);
  const client = useApiClient();
  const href = useHref();
  const dayListHref = promotionsUrl(href("promotions"), { type: null, day: Number(day.dayOfWeek), page: 1 });
  const bonus = useAllBonus({
    dayOfWeek: Number(day.dayOfWeek),
    timeZone: day.timeZone,
    calendarDateTime: day.calendarDateTime,
    pageNo: 1,
    limit: PAGE_SIZE,
  });
  const banners: PromotionBanner[] = (bonus.data?.rows ?? []).map((row) => ({
    id: row.id,
    title: row.banner?.bannerTitle ?? row.name ?? "",
    imageUrl: row.banner?.bannerImage == null ? null : client.assetUrl(row.banner.bannerImage),
    href: dayListHref,
  }));
  return (
    <PromotionsCalendarModal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      now={now}
      zone={zone}
      selectedDate={selectedDate}
      onSelectedDateChange={setSelectedDate}
      banners={banners}
      status={bonus.isError ? "error" : bonus.isPending ? "loading" : "ready"}
      onRetry={() => void bonus.refetch()}
      moreHref={dayListHref}
    />
  );
}
