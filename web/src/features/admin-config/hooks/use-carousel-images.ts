import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast-store';
import { describeApiError } from '../../../lib/api-error-message';
import { listCarouselImages, uploadCarouselImage, type CarouselImage } from '../api/carousel';
import { checkImageFile } from '../upload-check';

/**
 * The carousel's images and their upload: each picture is checked here first (type, 2 MB)
 * and by the server again (its bytes); every outcome is a toast naming the file.
 */
export function useCarouselImages() {
  const { _ } = useLingui();
  const [images, setImages] = useState<CarouselImage[] | null>(null);
  const [version, setVersion] = useState(0);
  const [uploading, setUploading] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    listCarouselImages(controller.signal).then(setImages, () => undefined);
    return () => controller.abort();
  }, [version]);

  const reload = () => setVersion((n) => n + 1);

  const upload = async (files: readonly File[]) => {
    setUploading(true);
    for (const file of files) {
      const fail = (reason: string) =>
        toast.error(_('admin.config.upload-failed', { name: file.name, reason }));
      const problem = checkImageFile(file);
      if (problem) {
        fail(_(problem));
        continue;
      }
      try {
        await uploadCarouselImage(file);
        toast.success(_('admin.config.uploaded', { name: file.name }));
      } catch (failure) {
        fail(describeApiError(failure));
      }
    }
    setUploading(false);
    reload();
  };

  return { images, uploading, upload, reload };
}
