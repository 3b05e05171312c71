/** The page numbers to show: at most `size` consecutive pages, centred on `page` where the ends allow. */
export function pageWindow(page: number, pageCount: number, size = 5): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  const first = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  const last = Math.min(pageCount, first + size - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}
