/** The hash of the shell's build, set by rspack. */
declare const __webpack_hash__: string;
