import { describe, it } from 'vitest';
import type { CarouselEvent } from '@oj/events';
import { deciderSpec } from '@oj/events/testing';
import {
  carouselImageDecider,
  carouselImageNotFound,
  type CarouselImageCommand,
} from './carousel.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'root-uid' };
const file = { hash: 'a'.repeat(64), ext: 'png' as const, size: 1234, name: 'banner.png' };
const added: CarouselEvent = {
  type: 'CarouselImageAdded',
  data: { id: 1000, ...file, by: 'root-uid', at: metadata.now },
};
const removed: CarouselEvent = {
  type: 'CarouselImageRemoved',
  data: { id: 1000, by: 'root-uid', at: metadata.now },
};
const add: CarouselImageCommand = {
  type: 'AddCarouselImage',
  data: { id: 1000, ...file },
  metadata,
};
const remove: CarouselImageCommand = { type: 'RemoveCarouselImage', data: { id: 1000 }, metadata };

describe('carousel image decider', () => {
  const spec = deciderSpec(carouselImageDecider);

  it('adds an image with the uploader and time from the metadata', () =>
    spec.given([]).when(add).then([added]));

  it('never adds the same id twice', () =>
    spec.given([added]).when(add).thenFails('The image already exists', 'conflict'));

  it('removes an added image once', () => {
    spec.given([added]).when(remove).then([removed]);
    spec.given([added, removed]).when(remove).thenFails(carouselImageNotFound, 'not_found');
  });

  it('cannot remove an image that was never added', () =>
    spec.given([]).when(remove).thenFails(carouselImageNotFound, 'not_found'));
});
