import * as migration_20261122_041338_initial from './20261122_041338_initial';

export const migrations = [
  {
    up: migration_20261122_041338_initial.up,
    down: migration_20261122_041338_initial.down,
    name: '20261122_041338_initial'
  },
];
