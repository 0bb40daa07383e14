/** Marketing: the list of the ads' states on the portals. */
export const de = {
  marketing_list_title: 'Inserate',
};

declare module '../../partTexts' {
  interface PartTexts {
    marketing: typeof de;
  }
}
