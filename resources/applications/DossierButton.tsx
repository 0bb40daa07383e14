import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useDataProvider, useListContext, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyError } from '../../src/list/useNotifyError';

/**
 * Downloads the dossier PDF of the given applications (one PDF, or a ZIP of one PDF each): the
 * server makes it without a time limit; the button shows progress and takes one click at a time.
 */
export function DossierButton({
  ids,
  label = 'applications_dossier',
}: {
  ids: readonly number[];
  label?: string;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const download = async () => {
    if (running.current || ids.length === 0) return;
    running.current = true;
    setBusy(true);
    try {
      const { data } = await dataProvider.downloadApplicationDossiers([...ids]);
      notify('list_download_done', { type: 'success', messageArgs: { name: data.fileName } });
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
      disabled={ids.length === 0}
      onClick={() => void download()}
    >
      {translate(label)}
    </Button>
  );
}

/** The list's toolbar button: the dossiers of the selected rows (disabled without a selection). */
export function SelectedDossiersButton() {
  const { selectedIds } = useListContext();
  const ids = selectedIds.map(Number).filter((id) => Number.isInteger(id) && id > 0);
  return <DossierButton ids={ids} label="applications_dossier_selected" />;
}
