import { defineProjection, q } from './define-projection.ts';

/** The home carousel: the images currently shown, in upload order. */
export const carouselProjection = defineProjection({
  name: 'carousel',
  version: 1,
  handles: ['CarouselImageAdded', 'CarouselImageRemoved'],
  tables: ['read.carousel_images'],
  init: `
    CREATE TABLE IF NOT EXISTS read.carousel_images (
      id bigint PRIMARY KEY,
      hash text NOT NULL,
      ext text NOT NULL,
      size int NOT NULL,
      name text NOT NULL,
      uid text NOT NULL,
      gmt_create timestamptz NOT NULL
    );`,
  apply: (event) => {
    switch (event.type) {
      case 'CarouselImageAdded': {
        const c = event.data;
        return [
          q`INSERT INTO read.carousel_images (id, hash, ext, size, name, uid, gmt_create)
            VALUES (${c.id}, ${c.hash}, ${c.ext}, ${c.size}, ${c.name}, ${c.by}, ${c.at})
            ON CONFLICT (id) DO NOTHING`,
        ];
      }
      case 'CarouselImageRemoved':
        return [q`DELETE FROM read.carousel_images WHERE id = ${event.data.id}`];
      default:
        return [];
    }
  },
});
