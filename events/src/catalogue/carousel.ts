import { z } from 'zod';
import type { EventUnion } from './define.ts';

export const carouselEventSchemas = {
  /**
   * Appended by the super admin uploading a home carousel image; the file is already stored
   * under DATA_DIR/carousel as `<sha256>.<ext>`.
   */
  CarouselImageAdded: z.object({
    id: z.number().int(),
    hash: z.string().regex(/^[0-9a-f]{64}$/),
    ext: z.enum(['png', 'jpg', 'gif', 'webp', 'bmp']),
    size: z.number().int(),
    /** The uploaded file's name, for the admin list only. */
    name: z.string(),
    by: z.string(),
    at: z.string(),
  }),
  /** Appended by the super admin deleting a carousel image; it leaves the home page. */
  CarouselImageRemoved: z.object({ id: z.number().int(), by: z.string(), at: z.string() }),
};

export type CarouselEvent = EventUnion<typeof carouselEventSchemas>;
export const carouselImageStream = (id: number) => `carouselImage-${id}`;
