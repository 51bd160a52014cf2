import type { AnyProjection } from './define-projection.ts';
import { usersProjection } from './users.projection.ts';
import { websiteConfigProjection } from './website-config.projection.ts';

/** Every read model of the product, in the order they are applied within a batch. */
export const allProjections = [
  usersProjection,
  websiteConfigProjection,
] as unknown as AnyProjection[];
