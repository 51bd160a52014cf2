import { api } from '../../../lib/api-client';
import type { CarouselImage } from './types';

/** `GET /api/home-carousel`; the home page shows its own empty state, so no toast. */
export const getHomeCarousel = (signal?: AbortSignal) =>
  api.get<CarouselImage[]>('/home-carousel', { silent: true, ...(signal ? { signal } : {}) });
