import { z } from 'zod';

/** `page` and `pageSize` of a console list: absent or null take the defaults; a size over the list's maximum is refused. */
export function pageFields(maxPageSize: number, defaultPageSize: number) {
  return {
    page: z
      .int({ error: 'invalid' })
      .min(1, 'number_too_small')
      .max(100_000, 'number_too_large')
      .nullish()
      .transform((page) => page ?? 1),
    pageSize: z
      .int({ error: 'invalid' })
      .min(1, 'number_too_small')
      .max(maxPageSize, 'number_too_large')
      .nullish()
      .transform((pageSize) => pageSize ?? defaultPageSize),
  };
}

export const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) => (page - 1) * pageSize;
