import type { AdLanguage, AdState, Portal } from '../marketing';

/** GET api/v2/marketing/objects/{id}/edit and the reply of POST api/v1/marketing/ad/save. */
export interface AdEditorRecord {
  id: number;
  refNumber: string;
  title: string;
  objectType: string;
  /** only an active, available object may be published */
  advertisable: boolean;
  /** 0: no ad saved yet */
  version: number;
  texts: Record<AdLanguage, { title: string; description: string }>;
  /** the images the ad shows, in their order */
  imageIds: number[];
  /** every image of the object */
  images: Array<{ id: number; thumbUrl: string; name: string }>;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  viewingInfo: string;
  portals: Portal[];
  /** the portals switched on in settings > rental platforms (only these can be picked) */
  enabledPortals: Portal[];
  states: Record<Portal, { state: AdState; reason: string }>;
  publishedAt: string | null;
}

/** POST api/v1/marketing/ad/publish: what was queued per portal, what was left out and why. */
export interface AdPublishReply {
  id: number;
  queued: Array<{ portal: Portal; objects: number[] }>;
  skipped: Array<{ portal: Portal; reason: string }>;
  states: AdEditorRecord['states'];
}
