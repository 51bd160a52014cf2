import { useLingui } from '@lingui/react';
import { Button } from '../../../components/ui/button';
import { Icon } from '../../../components/ui/icon';
import type { CarouselImage } from '../api/carousel';

/** The carousel's pictures as thumbnails in their order, each with a delete button. */
export function CarouselGrid({
  images,
  onDelete,
}: {
  images: readonly CarouselImage[];
  onDelete: (image: CarouselImage) => void;
}) {
  const { _ } = useLingui();
  return (
    <ul className="grid grid-cols-1 gap-4 p-4 sm:grid-cols-2 sm:p-5 lg:grid-cols-3">
      {images.map((image, i) => (
        <li
          key={image.id}
          className="relative overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        >
          <img
            src={image.url}
            alt={_('admin.config.image-alt', { n: i + 1 })}
            className="aspect-[16/7] w-full object-cover"
          />
          <div className="flex items-center gap-2 bg-white px-3 py-2">
            <span className="min-w-0 flex-1 truncate text-xs text-slate-500">
              #{i + 1} {image.name}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="px-2 text-red-600 hover:bg-red-50 hover:text-red-700"
              aria-label={_('admin.config.delete-image', { n: i + 1 })}
              onClick={() => onDelete(image)}
            >
              <Icon name="trash" className="size-4" />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
