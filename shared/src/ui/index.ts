export { Accordion, type AccordionItem, type AccordionProps } from './accordion/accordion';
export { Badge, type BadgeProps, type BadgeTone } from './badge/badge';
export {
  Button,
  buttonClassName,
  type ButtonProps,
  type ButtonSize,
  type ButtonStyleOptions,
  type ButtonVariant,
} from './button/button';
export { Card, type CardPadding, type CardProps } from './card/card';
export { Checkbox, type CheckboxProps } from './checkbox/checkbox';
export { Container, type ContainerProps, type ContainerSize } from './container/container';
export { DateInput, type DateInputProps } from './date-input/date-input';
export { normalizeDateText, parseDateInput } from './date-input/parse-date-input';
export { Dialog, DialogClose, type DialogProps } from './dialog/dialog';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorState, type ErrorStateProps } from './error-state/error-state';
export { ErrorSummary, type ErrorSummaryItem, type ErrorSummaryProps } from './error-summary/error-summary';
export {
  describedBy,
  Field,
  FieldError,
  FieldHint,
  FieldLabel,
  useFieldIds,
  type FieldIds,
  type FieldProps,
} from './field/field';
export { FileUpload, type FileUploadProps, type UploadedFile } from './file-upload/file-upload';
export { acceptsFile } from './file-upload/accepts-file';
export {
  AlertIcon,
  CheckIcon,
  ChevronBackIcon,
  ChevronDownIcon,
  ChevronForwardIcon,
  CloseIcon,
  FileIcon,
} from './icons/icons';
export { HelpLineList, type HelpLineListProps } from './help-line-list/help-line-list';
export { Image, type ImageProps, type ImageStatus } from './image/image';
export { LinkButton, type LinkButtonProps } from './link-button/link-button';
export { Pagination, type PaginationProps } from './pagination/pagination';
export { pageWindow } from './pagination/page-window';
export { PhoneInput, type PhoneInputProps } from './phone-input/phone-input';
export {
  defaultPhoneCountry,
  emptyPhoneValue,
  parsePhone,
  phoneMaxLength,
  sanitizePhoneText,
  type PhoneValue,
} from './phone-input/parse-phone';
export { countryList, findCountryIndex, flagEmoji, type Country } from './phone-input/countries';
export { QrCode, type QrCodeProps } from './qr-code/qr-code';
export { QrCodeImage, type QrCodeImageProps } from './qr-code/qr-code-image';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group/radio-group';
export { RatingStars, type RatingStarsProps } from './rating-stars/rating-stars';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Skeleton, type SkeletonProps, type SkeletonShape } from './skeleton/skeleton';
export { Spinner, type SpinnerProps, type SpinnerSize } from './spinner/spinner';
export { Stepper, type StepperProps, type StepperStep, type StepStatus } from './stepper/stepper';
export { Tabs, type TabItem, type TabsProps } from './tabs/tabs';
export { TextArea, type TextAreaProps } from './text-field/text-area';
export { TextField, type TextFieldProps } from './text-field/text-field';
export { ToastProvider, type ToastProviderProps } from './toast/toast-provider';
export { useToast } from './toast/use-toast';
export type { ToastApi, ToastOptions, ToastTone } from './toast/toast-context';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export { formatNumber } from './utils/format-number';
export { useCopyText, type CopyStatus } from './utils/use-copy-text';
export { normalizeDigits } from './utils/normalize-digits';
export { default as uiAr } from './locales/ar.json';
export { default as uiEn } from './locales/en.json';
