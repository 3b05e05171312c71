export type { Localized, LocalizedList } from '../../seed/content/types';
