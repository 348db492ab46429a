import * as migration_20261122_041617_initial from './20261122_041617_initial';

export const migrations = [
  {
    up: migration_20261122_041617_initial.up,
    down: migration_20261122_041617_initial.down,
    name: '20261122_041617_initial'
  },
];
