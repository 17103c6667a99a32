// @parcel/watcher's JS layer over its binding; the package ships no types for it.
declare module '@parcel/watcher/wrapper.js' {
  export function createWrapper(binding: unknown): unknown;
}
