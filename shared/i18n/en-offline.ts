import type { OfflineMessages } from './sv-offline';

/** The offline page's and the web app manifest's texts (English); see sv-offline.ts. */
export const enOffline: OfflineMessages = {
  manifest: {
    name: 'Ralph – Nordic design for home and wardrobe',
    shortName: 'Ralph',
    description: 'Clothing, shoes, home and pantry from Nordic brands.',
  },
  offline: {
    title: 'You are offline – Ralph',
    heading: 'You are offline',
    text: 'The page could not be loaded because the device has no internet connection. It loads again by itself when you are back online.',
    retry: 'Try again',
    toStart: 'Go to the start page',
  },
};
