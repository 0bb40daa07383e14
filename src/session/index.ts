export { BOOTSTRAP_QUERY_KEY, fetchBootstrap, useBootstrap } from './useBootstrap';
export { useCurrentUser } from './useCurrentUser';
export { useLanguage } from './useLanguage';
export { applyLanguage, startLanguage } from './language';
export { getInitReply, setInitReply, useProjectType } from './init';
