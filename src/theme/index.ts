export {
  PROJECT_TYPE_COLORS,
  PROJECT_TYPE_LABEL_KEYS,
  PROJECT_TYPES,
  brandColorFor,
  isProjectType,
  projectTheme,
  projectTypeLabelKey,
  useProjectContextProps,
  type ProjectType,
} from './projectTheme';
