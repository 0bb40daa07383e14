import { useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { errorNotifications, type AppDataProvider } from '../../../dataProvider';
import type { ApplicationCredentials } from '../../../dataProvider/applicationFormMethods';
import type { PublicApplicationDocument } from '../../../schema/api/applicationForms';
import { DocumentPicker } from './DocumentPicker';

export interface ApplicationDocumentsProps {
  link: ApplicationCredentials;
  label: string;
  help?: string;
  required?: boolean;
  category: string;
  personId: number | null;
  documents: readonly PublicApplicationDocument[];
  onUploaded: (documents: PublicApplicationDocument[]) => void;
}

/**
 * A documents field of a stored application (the private link): the documents it holds, and new
 * ones uploaded as soon as they are picked, with progress; a refused file is named with its reason.
 */
export function ApplicationDocuments({
  link,
  label,
  help,
  required,
  category,
  personId,
  documents,
  onUploaded,
}: ApplicationDocumentsProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [progress, setProgress] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const running = useRef(false);
  const mine = documents.filter(
    (document) => document.category === category && (document.person_id ?? null) === personId,
  );

  const upload = async (files: File[]) => {
    if (running.current) return;
    running.current = true;
    setProgress(0);
    setRefusals([]);
    try {
      const { data } = await dataProvider.uploadApplicationDocuments(link, {
        files,
        category,
        personId,
        onProgress: setProgress,
      });
      if (data.uploaded.length > 0) onUploaded(data.uploaded);
      setRefusals(data.errors.map((error) => `${error.file_names.join(', ')}: ${error.message}`));
    } catch (error) {
      setRefusals(errorNotifications(error, translate).map((notice) => notice.message));
    } finally {
      running.current = false;
      setProgress(null);
    }
  };

  return (
    <DocumentPicker
      label={label}
      help={help}
      required={required}
      files={mine.map((document) => ({
        key: String(document.id),
        name: document.file_name,
        removable: false,
      }))}
      onPick={(files) => void upload(files)}
      progress={progress}
      refusals={refusals}
      note={required && mine.length === 0 ? translate('application_form_document_missing') : undefined}
    />
  );
}
