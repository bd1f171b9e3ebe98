export { Avatar } from './Avatar.tsx';
export { Brand } from './Brand.tsx';
export { Button, IconButton } from './Button.tsx';
export { type ChartFigures, useChartTable } from './ChartTable.tsx';
export { ClockBadge } from './ClockBadge.tsx';
export { DateField } from './DateField.tsx';
export { DateText } from './DateText.tsx';
export { type Dialogs, DialogsProvider, useDialogs } from './DialogsProvider.tsx';
export { AlertDialog, ConfirmDialog, ErrorDialog, SuccessDialog } from './dialogs.tsx';
export { type Fact, FactList } from './FactList.tsx';
export { FailureNotice } from './FailureNotice.tsx';
export { FileField } from './FileField.tsx';
export { Checkbox, PasswordField, Select, type SelectOption, Switch, TextArea, TextField } from './fields.tsx';
export { runSubmit, serverFieldErrors } from './form.ts';
export { Icon, type IconName } from './Icon.tsx';
export { type FilterOption, ListDetailLayout, useSelectedId } from './ListDetailLayout.tsx';
export { ListStates } from './ListStates.tsx';
export { Loaded, LoadFailed } from './Loaded.tsx';
export { LoadMore } from './LoadMore.tsx';
export { LongText, Truncated } from './LongText.tsx';
export { applyListControls, type SortDirection, truncate } from './listControls.ts';
export { MetadataModal } from './MetadataModal.tsx';
export { FormFooter, FormModal, Modal } from './Modal.tsx';
export {
  type MediaKind,
  MediaView,
  type MetadataDateFormat,
  mediaDateUnavailable,
  mediaKind,
  metadataRows,
} from './media.tsx';
export { PartnerLogos } from './PartnerLogos.tsx';
export { PublicFooterLinks } from './PublicFooterLinks.tsx';
export { SettingsSection } from './SettingsSection.tsx';
export { type StackColumn, StackTable } from './StackTable.tsx';
export { Tabs } from './Tabs.tsx';
export { TimeField } from './TimeField.tsx';
export { useForm } from './useForm.ts';
