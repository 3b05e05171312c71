import { create } from 'zustand';
import { readConsentCookie, type ConsentChoice } from './consent-cookie';

interface ConsentState {
  /** The stored choice; undefined until the visitor makes one (and always while the server renders). */
  choice: ConsentChoice | undefined;
  /** The visitor opened the cookie settings again to change a choice. */
  asking: boolean;
  choose(choice: ConsentChoice): void;
  reopen(): void;
}

/** The visitor's cookie choice in the browser: the banner writes it, the third-party integrations follow it. */
export const useConsentStore = create<ConsentState>()((set) => ({
  choice: typeof document === 'undefined' ? undefined : readConsentCookie(document.cookie),
  asking: false,
  choose: (choice) => set({ choice, asking: false }),
  reopen: () => set({ asking: true }),
}));

/** Analytics, the tag manager and the chat widget (functional) wait for 'accept all'. */
export const allowsOptionalCookies = (choice: ConsentChoice | undefined): boolean => choice === 'all';
