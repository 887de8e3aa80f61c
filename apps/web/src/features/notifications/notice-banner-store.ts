import type { Notification } from '@tp/contract/notifications';
import { create } from 'zustand';

/** How many banners stand at once; older ones give way to newer. */
export const bannersShownMax = 3;
/** How long a banner stays unless closed or opened. */
export const bannerShownMs = 8_000;

type BannerState = { banners: readonly Notification[] };

export const useNoticeBanners = create<BannerState>(() => ({ banners: [] }));

/** Banners after these notifications arrived: each once, the newest last, at most a few. */
export function withArrived(
  banners: readonly Notification[],
  arrived: readonly Notification[],
): Notification[] {
  const known = new Set(banners.map((banner) => banner.id));
  const fresh = arrived.filter((item) => !known.has(item.id));
  return [...banners, ...fresh].slice(-bannersShownMax);
}

export function showBanners(arrived: readonly Notification[]): void {
  useNoticeBanners.setState((s) => ({ banners: withArrived(s.banners, arrived) }));
}

export function dismissBanner(id: number): void {
  useNoticeBanners.setState((s) => ({ banners: s.banners.filter((item) => item.id !== id) }));
}

export function clearBanners(): void {
  useNoticeBanners.setState({ banners: [] });
}
