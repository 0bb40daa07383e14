import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Button from '@mui/material/Button';
import { useListContext, useNotify, useTranslate } from 'react-admin';
import { useProviderMutation } from '../../src/forms/feedback';

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
  const notify = useNotify();
  const dossiers = useProviderMutation(
    (provider, of: readonly number[]) => provider.downloadApplicationDossiers([...of]),
    {
      onSuccess: ({ data }) =>
        notify('list_download_done', { type: 'success', messageArgs: { name: data.fileName } }),
    },
  );
  const busy = dossiers.isPending;
  const download = () => {
    if (ids.length > 0) dossiers.mutate(ids);
  };

  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      loading={busy}
      loadingPosition="start"
      disabled={ids.length === 0}
      onClick={download}
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
