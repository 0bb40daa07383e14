import type { MessageReply } from '../schema/api/accounts';
import type {
  InlineImageReply,
  MailSignatureRecord,
  MailTemplateInput,
  MailTemplateListReply,
  MailTemplateRecord,
} from '../schema/api/communication';
import { reply } from './accountMethods';
import { api, NO_TIMEOUT } from './http';

const TEMPLATES = '/api/v1/settings/email-templates';
const SIGNATURE = '/api/v1/settings/email-signature';
export const INLINE_IMAGE_PATH = '/api/v1/ckeditor-image-upload';

const templatePath = (id: number | string) => `${TEMPLATES}/${encodeURIComponent(String(id))}`;

/** Settings > communication: signature, templates, inline images (spec 2 section 7.5). */
export const mailSettingsMethods = {
  getMailTemplates: () => reply(api.get<MailTemplateListReply>(TEMPLATES)),
  getMailTemplateRecord: (id: number | string) => reply(api.get<MailTemplateRecord>(templatePath(id))),
  createMailTemplate: (input: MailTemplateInput) =>
    reply(api.post<MailTemplateRecord & Partial<MessageReply>>(`${TEMPLATES}/create`, input)),
  updateMailTemplate: (id: number | string, input: MailTemplateInput) =>
    reply(api.post<MailTemplateRecord & Partial<MessageReply>>(`${templatePath(id)}/edit`, input)),
  deleteMailTemplate: (id: number | string) => reply(api.delete<Partial<MessageReply>>(templatePath(id))),
  getMailSignature: () => reply(api.get<MailSignatureRecord>(SIGNATURE)),
  saveMailSignature: (input: MailSignatureRecord) =>
    reply(api.post<MailSignatureRecord & Partial<MessageReply>>(SIGNATURE, input)),
  /** one image for a rich-text body (multipart `file`); no timeout, cancellable */
  uploadInlineImage: (file: File, signal?: AbortSignal) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return reply(api.post<InlineImageReply>(INLINE_IMAGE_PATH, form, { ...NO_TIMEOUT, signal }));
  },
};
