import { PublicObjectDetailsView } from './PublicObjectDetailsView';
import { InLanguage } from './PublicObjectListPages';

export { IframeObjectListPage, PublicObjectListPage } from './PublicObjectListPages';

/** public-object-details/{id} */
export function PublicObjectDetailsPage() {
  return (
    <InLanguage>
      <PublicObjectDetailsView framed={false} />
    </InLanguage>
  );
}

/** The iframe object details. */
export function IframeObjectDetailsPage() {
  return (
    <InLanguage>
      <PublicObjectDetailsView framed />
    </InLanguage>
  );
}
