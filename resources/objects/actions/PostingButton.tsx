import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { PostingType } from '../../../dataProvider/objectMethods';
import { useNotifyError } from '../../../src/forms';

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
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyError = useNotifyError();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await dataProvider.downloadObjectPosting(objectId, type);
    } catch (error) {
      notifyError(error);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      loading={busy}
      loadingPosition="start"
      onClick={() => void download()}
    >
      {translate(LABELS[type])}
    </Button>
  );
}
