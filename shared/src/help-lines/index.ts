export { helpLineDefaults, helpLineOrder, helpLines } from './help-lines';
export type { HelpLine, HelpLineKind, HelpLineNumbers } from './help-lines';
