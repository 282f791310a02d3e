/** Pure hex geometry of the Solaris VII arena: hexes, arcs, lines of fire, paths. */
export * from './hex';
export * from './arcs';
export * from './line-of-fire';
export * from './movement';
