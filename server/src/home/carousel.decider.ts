import { assertNever, DomainError, type CarouselEvent, type Decider } from '@oj/events';

type Added = Extract<CarouselEvent, { type: 'CarouselImageAdded' }>['data'];
export type CarouselImageFile = Pick<Added, 'hash' | 'ext' | 'size' | 'name'>;

export type CarouselImageState =
  | { status: 'none' }
  | { status: 'active'; id: number; file: CarouselImageFile }
  | { status: 'removed'; id: number };

interface Metadata {
  now: string;
  userId: string;
}

export type CarouselImageCommand =
  | { type: 'AddCarouselImage'; data: CarouselImageFile & { id: number }; metadata: Metadata }
  | { type: 'RemoveCarouselImage'; data: { id: number }; metadata: Metadata };

export const carouselImageNotFound = 'The image does not exist';

const addImage = (
  c: Extract<CarouselImageCommand, { type: 'AddCarouselImage' }>,
  s: CarouselImageState,
): CarouselEvent[] => {
  if (s.status !== 'none') throw new DomainError('conflict', 'The image already exists');
  const { id, hash, ext, size, name } = c.data;
  return [
    {
      type: 'CarouselImageAdded',
      data: { id, hash, ext, size, name, by: c.metadata.userId, at: c.metadata.now },
    },
  ];
};

const removeImage = (
  c: Extract<CarouselImageCommand, { type: 'RemoveCarouselImage' }>,
  s: CarouselImageState,
): CarouselEvent[] => {
  if (s.status !== 'active') throw new DomainError('not_found', carouselImageNotFound);
  return [
    { type: 'CarouselImageRemoved', data: { id: s.id, by: c.metadata.userId, at: c.metadata.now } },
  ];
};

/** One home carousel image (stream `carouselImage-<id>`): added once, removed once. */
export const carouselImageDecider: Decider<
  CarouselImageState,
  CarouselImageCommand,
  CarouselEvent
> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, e) => {
    switch (e.type) {
      case 'CarouselImageAdded': {
        const { id, hash, ext, size, name } = e.data;
        return { status: 'active', id, file: { hash, ext, size, name } };
      }
      case 'CarouselImageRemoved':
        return { status: 'removed', id: e.data.id };
      default:
        return state;
    }
  },
  decide: (command, state) => {
    switch (command.type) {
      case 'AddCarouselImage':
        return addImage(command, state);
      case 'RemoveCarouselImage':
        return removeImage(command, state);
      default:
        return assertNever(command);
    }
  },
};
