import { createContext } from 'react';

/** The Cookie header of the request the server is rendering; null in the browser, which reads its own cookies. */
export const RequestCookies = createContext<string | null>(null);
