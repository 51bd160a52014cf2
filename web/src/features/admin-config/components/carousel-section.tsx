import { useLingui } from '@lingui/react';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Icon } from '../../../components/ui/icon';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { deleteCarouselImage, type CarouselImage } from '../api/carousel';
import { useCarouselImages } from '../hooks/use-carousel-images';
import { IMAGE_EXTENSIONS } from '../upload-check';
import { CarouselGrid } from './carousel-grid';

const accept = IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** The home carousel: upload pictures (2 MB at most), see them as thumbnails, delete them. */
export function CarouselSection() {
  const { _ } = useLingui();
  const input = useRef<HTMLInputElement>(null);
  const { images, uploading, upload, reload } = useCarouselImages();
  const [removal, setRemoval] = useState<CarouselImage | null>(null);
  const [removing, setRemoving] = useState(false);

  const confirmRemoval = async () => {
    if (!removal) return;
    setRemoving(true);
    try {
      await deleteCarouselImage(removal.id);
      toast.success(_('admin.config.image-deleted'));
      setRemoval(null);
      reload();
    } catch {
      // Toasted by the app shell; the dialog stays open.
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card role="region" aria-label={_('admin.config.carousel')}>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3 sm:px-5">
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">{_('admin.config.carousel')}</h2>
          <p className="mt-0.5 text-xs text-slate-500">{_('admin.config.carousel-hint')}</p>
        </div>
        <input
          ref={input}
          type="file"
          accept={accept}
          multiple
          className="hidden"
          aria-label={_('admin.config.upload')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
        <Button size="sm" loading={uploading} onClick={() => input.current?.click()}>
          {!uploading && <Icon name="upload" className="size-4" />}
          {_('admin.config.upload')}
        </Button>
      </header>
      {images === null ? (
        <div className="flex items-center justify-center gap-2 py-12 text-sm text-slate-500">
          <Spinner />
          {_('common.loading')}
        </div>
      ) : images.length === 0 ? (
        <EmptyState title={_('admin.config.no-images')} icon="upload" className="py-12" />
      ) : (
        <CarouselGrid images={images} onDelete={setRemoval} />
      )}
      <ConfirmDialog
        open={removal !== null}
        onOpenChange={(open) => !open && setRemoval(null)}
        title={_('admin.config.delete-title')}
        message={_('admin.config.delete-confirm')}
        confirmLabel={_('admin.config.delete')}
        danger
        loading={removing}
        onConfirm={() => void confirmRemoval()}
      />
    </Card>
  );
}
