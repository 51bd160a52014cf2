import { describe, expect, it } from 'vitest';
import { DomainError, foldEvents, type CarouselEvent } from '@oj/events';
import {
  carouselImageDecider as d,
  carouselImageNotFound,
  type CarouselImageCommand,
} from './carousel.decider.ts';

const metadata = { now: '2026-11-22T08:00:00.000Z', userId: 'root-uid' };
const file = { hash: 'a'.repeat(64), ext: 'png' as const, size: 1234, name: 'banner.png' };
const added: CarouselEvent = {
  type: 'CarouselImageAdded',
  data: { id: 1000, ...file, by: 'root-uid', at: metadata.now },
};
const add: CarouselImageCommand = {
  type: 'AddCarouselImage',
  data: { id: 1000, ...file },
  metadata,
};
const remove: CarouselImageCommand = { type: 'RemoveCarouselImage', data: { id: 1000 }, metadata };

const when = (given: CarouselEvent[], command: CarouselImageCommand) =>
  d.decide(command, foldEvents(d, given));

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return [error.code, error.message];
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('carousel image decider', () => {
  it('adds an image with the uploader and time from the metadata', () => {
    expect(when([], add)).toEqual([added]);
  });

  it('never adds the same id twice', () => {
    expect(errorOf(() => when([added], add))[0]).toBe('conflict');
  });

  it('removes an added image once', () => {
    const removed = when([added], remove);
    expect(removed).toEqual([
      { type: 'CarouselImageRemoved', data: { id: 1000, by: 'root-uid', at: metadata.now } },
    ]);
    expect(errorOf(() => when([added, ...removed], remove))).toEqual([
      'not_found',
      carouselImageNotFound,
    ]);
  });

  it('cannot remove an image that was never added', () => {
    expect(errorOf(() => when([], remove))).toEqual(['not_found', carouselImageNotFound]);
  });
});
