import { createContext } from 'react';

/**
 * The mall dictionary of the current language (mall-dictionary-request.ts): empty until it has loaded.
 * The portal fills it through react-query (mall-dictionary.tsx), the login document with one request.
 */
export const MallDictionaryContext = createContext<ReadonlyMap<string, string>>(new Map());
