import { api } from '../../../lib/api-client';

/** One image of the home carousel. */
export interface CarouselImage {
  id: number;
  url: string;
  name?: string;
}

/** `GET /api/home-carousel`: the images the home page shows, in upload order. */
export const listCarouselImages = (signal?: AbortSignal) =>
  api.get<CarouselImage[]>('/home-carousel', signal ? { signal } : {});

/**
 * `POST /api/file/upload-carouse-img` (HOJ's path, typo included), multipart field `file`.
 * Silent: the page shows the failure with the file's name.
 */
export const uploadCarouselImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api.post<CarouselImage>('/file/upload-carouse-img', form, { silent: true });
};

/** `DELETE /api/admin/config/home-carousel?id=`; failures are toasted by the app shell. */
export const deleteCarouselImage = (id: number) =>
  api.delete<null>('/admin/config/home-carousel', { params: { id } });
