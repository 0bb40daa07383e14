import type { InitReply } from '../../schema/api/session';
import { setPageProjectType } from '../../dataProvider/pageProject';
import { useBootstrap } from './useBootstrap';

let initReply: InitReply | null = null;

/** Keeps the /init reply the app started with (the project of this host never changes in a page's life). */
export function setInitReply(reply: InitReply): void {
  initReply = reply;
  // the data layer's calls that sale projects answer under sales/ follow the page's project
  setPageProjectType(reply.bootstrap?.project_type);
}

export function getInitReply(): InitReply | null {
  return initReply;
}

/**
 * The type of the project this page belongs to: known from /init before anyone signs in, so
 * screens need not wait for the bootstrap to choose their list paths.
 */
export function useProjectType(): string | undefined {
  const { data } = useBootstrap();
  return data?.project_type ?? initReply?.bootstrap.project_type;
}
