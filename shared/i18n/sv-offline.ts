/**
 * The offline page's and the web app manifest's texts (Swedish). They are written into static files by
 * the client build (client/sw/static-files.ts), so they are in no page and no bundle.
 */
export const svOffline = {
  manifest: {
    name: 'Ralph – nordisk design för hem och garderob',
    shortName: 'Ralph',
    description: 'Kläder, skor, hem och skafferi från nordiska märken.',
  },
  offline: {
    title: 'Du är offline – Ralph',
    heading: 'Du är offline',
    text: 'Sidan kunde inte laddas eftersom enheten saknar internetanslutning. Den laddas igen av sig själv när du är online.',
    retry: 'Försök igen',
    toStart: 'Till startsidan',
  },
};

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every language fills (en-offline.ts). */
export type OfflineMessages = Widen<typeof svOffline>;
