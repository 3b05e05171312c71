import { defaultPageSize, pageSchema, pageSizeSchema } from '@sakina/shared/validation';
import { z } from 'zod';

export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageCount: number;
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Checks a list's arguments together, so that one reply names every bad field. */
export function listArgumentsSchema(shape: z.ZodRawShape = {}) {
  return z.looseObject({ page: pageSchema.nullish(), pageSize: pageSizeSchema.nullish(), ...shape });
}

export function pageRequest(page: number | null | undefined, pageSize: number | null | undefined): PageRequest {
  return { page: page ?? 1, pageSize: pageSize ?? defaultPageSize };
}

export function offsetOf({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** Counting is the costly half of a page: when this page's rows show where the list ends, `count` is not run. */
export async function toPage<Item>(
  items: Item[],
  request: PageRequest,
  count: () => Promise<number>,
): Promise<Page<Item>> {
  const offset = offsetOf(request);
  const listEndsHere = items.length < request.pageSize && (items.length > 0 || offset === 0);
  const total = listEndsHere ? offset + items.length : await count();
  return { items, total, page: request.page, pageCount: Math.ceil(total / request.pageSize) };
}
