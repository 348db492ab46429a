import * as migration_20261122_041338_initial from './20261122_041338_initial';
import * as migration_20261122_043638_content from './20261122_043638_content';

export const migrations = [
  {
    up: migration_20261122_041338_initial.up,
    down: migration_20261122_041338_initial.down,
    name: '20261122_041338_initial',
  },
  {
    up: migration_20261122_043638_content.up,
    down: migration_20261122_043638_content.down,
    name: '20261122_043638_content'
  },
];
