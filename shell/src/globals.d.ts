/** The hash of the shell's build, set by rspack. */
declare const __webpack_hash__: string;

declare module '*.woff2' {
  const url: string;
  export default url;
}
