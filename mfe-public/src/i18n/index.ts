// Both languages of the `public` namespace (tests); the route module loads one language at a time.
export { default as ar } from './ar';
export { default as en } from './en';
