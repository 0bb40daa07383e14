import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useTranslate } from 'react-admin';
import type { PostingType } from '../../../dataProvider/objectMethods';
import { useProviderMutation } from '../../../src/forms';

const LABELS: Record<PostingType, string> = {
  flyer: 'objectEdit_action_flyer',
  business_card: 'objectEdit_action_business_card',
};

/**
 * Downloads the object's flyer or business card (a PDF the server makes; no timeout), saved
 * under the server's file name; the button shows progress meanwhile and takes one click at a time.
 */
export function PostingButton({ objectId, type }: { objectId: number; type: PostingType }) {
  const translate = useTranslate();
  const posting = useProviderMutation((provider) => provider.downloadObjectPosting(objectId, type));

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      loading={posting.isPending}
      loadingPosition="start"
      onClick={() => posting.mutate()}
    >
      {translate(LABELS[type])}
    </Button>
  );
}
